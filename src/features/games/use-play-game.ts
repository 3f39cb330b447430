import { useEffect, useMemo, useState } from 'react'
import { t } from '@/i18n/translate'
import { spokenMoveTo } from '@/i18n/spoken-move'
import type { BoardController } from '@/lib/board-controller'
import { pagePlayer, pageSearch } from '@/lib/page-engine'
import { useBoardVersion, useShownOnBoard } from '@/lib/use-board-controller'
import { engineLevel } from '@/shared/engine-levels'
import { acceptsDraw, endingAfter, type GameEnding } from '@/shared/game-end'
import type { NewGame } from '@/shared/games'

// A game against the engine on a board in play mode (docs/product.md, "Play it out against the
// engine"): the learner's moves come from the board, the engine's from the page's player worker
// (lib/page-engine.ts) at the game's level; the rules end it, or the learner resigns or agrees a
// draw. The board's controller holds the moves (docs/decisions/037-a-board-controller.md).

export type Side = 'white' | 'black'

/** What a game is played with: the learner's side and the engine's level. */
export type GameSettings = { side: Side; level: number }

/** Take back is for learning: the four weakest levels only (docs/product.md). */
export const TAKE_BACK_UP_TO_LEVEL = 4

const playedMove = (uci: string) => ({
  from: uci.slice(0, 2),
  to: uci.slice(2, 4),
  promotion: uci[4],
})

/** The game on `board` from `startFen`; none is played until it has its settings ("Start"). */
export function usePlayGame(
  board: BoardController,
  startFen: string,
  settings: GameSettings | null,
) {
  useBoardVersion(board)
  const tree = board.madeTree!
  const { moves } = board.game()
  const fen = tree.current.fen
  const started = settings !== null
  const learnerToMove = started && (fen.split(' ')[1] === 'w') === (settings.side === 'white')
  const [agreedEnding, setAgreedEnding] = useState<GameEnding | null>(null)
  const movesKey = moves.join(' ')
  const boardEnding = useMemo(
    () => endingAfter(startFen, movesKey ? movesKey.split(' ') : []),
    [startFen, movesKey],
  )
  const ending = agreedEnding ?? boardEnding
  const [said, setSaid] = useState('')
  const [engineFailed, setEngineFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // An offer is about the position it was made in: a new position leaves it behind.
  const [offer, setOffer] = useState<{ fen: string; answer: 'asked' | 'declined' }>()
  const drawOffer = offer?.fen === fen ? offer.answer : null
  const thinking = started && !ending && !learnerToMove && !engineFailed
  const asking = drawOffer === 'asked'

  // Before "Start" the position may be looked at (and analysed); during the game, no analysis.
  useShownOnBoard(board, undefined, {
    locked: !!ending || !learnerToMove || asking,
    answerDue: started && !ending,
  })

  // The engine's move, at its level, whenever it is its turn; a reply that comes after the game
  // changed (a take-back, a resignation) is dropped.
  useEffect(() => {
    if (!thinking) return
    let current = true
    pagePlayer()(fen, engineLevel(settings!.level))
      .then((uci) => {
        if (!current || !uci) return
        const node = tree.play(playedMove(uci))
        if (node) setSaid(t('{move}. Your move.', { move: spokenMoveTo(node) }))
      })
      .catch(() => current && setEngineFailed(true))
    return () => {
      current = false
    }
  }, [thinking, fen, settings, tree, attempt])

  const kept = useMemo(
    (): NewGame | null =>
      settings &&
      ending && {
        fen: startFen,
        moves: movesKey ? movesKey.split(' ') : [],
        side: settings.side,
        level: settings.level,
        ...ending,
      },
    [settings, ending, startFen, movesKey],
  )

  // The learner's move and the reply: the position two plies back is the learner's to move.
  const canTakeBack =
    started &&
    settings.level <= TAKE_BACK_UP_TO_LEVEL &&
    !ending &&
    learnerToMove &&
    tree.current.parent?.parent != null

  return {
    moves,
    ending,
    thinking,
    said,
    engineFailed,
    drawOffer,
    canTakeBack,
    learnerToMove,
    /** The engine could not answer: ask it again. */
    askAgain() {
      setEngineFailed(false)
      setAttempt((count) => count + 1)
    },
    resign() {
      if (!settings || ending) return
      const resigned: GameEnding = {
        result: settings.side === 'white' ? '0-1' : '1-0',
        termination: 'resignation',
      }
      setAgreedEnding((before) => before ?? resigned)
    },
    /** The engine searches the position as the judge does and accepts when it finds it level. */
    async offerDraw() {
      if (!learnerToMove || ending) return
      setOffer({ fen, answer: 'asked' })
      try {
        const { score } = await pageSearch()(fen)
        // A resignation while the engine thought stands.
        const agreed: GameEnding = { result: '1/2-1/2', termination: 'agreement' }
        if (acceptsDraw(score)) setAgreedEnding((before) => before ?? agreed)
        else setOffer({ fen, answer: 'declined' })
      } catch {
        setOffer(undefined)
        setEngineFailed(true)
      }
    },
    /** The learner's last move and the engine's reply to it, taken back. */
    takeBack() {
      const before = tree.current.parent?.parent
      if (!canTakeBack || !before) return
      board.goTo(before)
      setSaid(t('Your last move and the reply are taken back. Your move.'))
    },
    /** The game as the back end keeps it, once it has ended. */
    kept,
  }
}

export type PlayGame = ReturnType<typeof usePlayGame>
