import { Chess } from 'chess.js'
import { GAMES_PAGE, type Game, type NewGame } from '@/shared/games'
import { DRAWN, endingOnBoard, resultOfEnding, SHOWS_ENDING } from '@/shared/game-end'
import { openingOf, type OpeningNames } from '@/shared/opening-names'
import { requireUser } from '../auth/require-user'
import { messages } from '../messages'
import { invalid, notFound } from '../refusals'
import type { Store } from '../store/port'

// Games against the engine (docs/product.md, "Play it out against the engine"): the back end
// replays every move with chess.js and keeps a game only when its result and its termination are
// what the last position shows (a claimed win that is no mate is refused, naming it).

/**
 * The game replayed from its start; each position's FEN (for its opening) once its result and
 * termination agree with the last one. Refused (400) at the first thing that does not.
 */
export function checkedGame({ fen, moves, result, termination }: NewGame): string[] {
  let board: Chess
  try {
    board = new Chess(fen)
  } catch {
    throw invalid(messages.gameFenInvalid)
  }
  const positions = [board.fen()]
  for (const [index, move] of moves.entries()) {
    // No move after a mate or a stalemate: the game had ended.
    if (board.isCheckmate() || board.isStalemate()) throw invalid(messages.gameOverBefore(index))
    try {
      board.move(move)
    } catch {
      throw invalid(messages.gameMoveIllegal(move, index + 1))
    }
    positions.push(board.fen())
  }
  const over = endingOnBoard(board)
  if (termination === 'resignation' || termination === 'agreement') {
    if (over === 'checkmate' || over === 'stalemate') throw invalid(messages.gameOverOnBoard(over))
    if ((termination === 'agreement') !== (result === DRAWN))
      throw invalid(messages.gameResultWrong(termination, result))
    return positions
  }
  if (!SHOWS_ENDING[termination](board)) throw invalid(messages.gameNotOver(termination))
  const expected = resultOfEnding(termination, board.turn())
  if (result !== expected) throw invalid(messages.gameResultWrong(termination, result))
  return positions
}

const withoutOwner = ({ userId: _owner, ...game }: Game & { userId: string }): Game => game

export const userGames = (store: Store, clock: () => Date = () => new Date()) => ({
  async save(userId: string, game: NewGame, names: () => Promise<OpeningNames>): Promise<Game> {
    const positions = checkedGame(game)
    const opening = openingOf(await names(), positions)
    const kept: Game = {
      _id: crypto.randomUUID(),
      createdAt: clock().toISOString(),
      ...game,
      ...(opening && { opening: { eco: opening.eco, name: opening.name } }),
    }
    await store.write(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      await tx.saveGame({ ...kept, userId })
    })
    return kept
  },

  list: (userId: string, before?: string): Promise<Game[]> =>
    store.read(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      return (await tx.games(userId, GAMES_PAGE, before)).map(withoutOwner)
    }),

  read: (userId: string, gameId: string): Promise<Game> =>
    store.read(async (tx) => {
      const game = await tx.game(userId, gameId)
      if (!game) throw notFound(messages.gameNotFound)
      return withoutOwner(game)
    }),

  delete: (userId: string, gameId: string): Promise<void> =>
    store.write(async (tx) => {
      if (!(await tx.deleteGame(userId, gameId))) throw notFound(messages.gameNotFound)
    }),
})
