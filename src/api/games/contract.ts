import * as z from 'zod/mini'
import { GameSchema, GAMES_PAGE, NewGameSchema, gameMessages } from '@/shared/games'
import { endpoints } from '../http/endpoint'

export const GameBodySchema = z.object({ game: NewGameSchema }, gameMessages.gameInvalid)

/** What the games endpoints answer (docs/api.md, "Games"). */
export const gameAnswers = {
  game: z.object({ game: GameSchema }),
  games: z.object({ games: z.array(GameSchema) }),
  deleted: z.object({}),
}

const tag = 'Games'
const params = { gameId: '{{gameId}}' }

/**
 * The games endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const gameContract = endpoints({
  save: {
    method: 'POST',
    path: '/user/games',
    tag,
    summary:
      'Keep a finished game against the engine: replayed here, its result and termination checked against its last position',
    body: GameBodySchema,
    example: {
      game: {
        fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
        moves: ['f3', 'e5', 'g4', 'Qh4#'],
        side: 'white',
        level: 1,
        result: '0-1',
        termination: 'checkmate',
      },
    },
    responses: {
      201: ['{game}', gameAnswers.game],
      400: 'An illegal move, or a result or termination the last position does not show',
    },
  },
  list: {
    method: 'GET',
    path: '/user/games',
    tag,
    summary: `Your games, newest first, ${GAMES_PAGE} a page; ?before= the createdAt of the last one read`,
    query: z.object({ before: z.optional(z.string().check(z.maxLength(40))) }),
    responses: { 200: ['{games: [...]}', gameAnswers.games] },
  },
  read: {
    method: 'GET',
    path: '/user/games/:gameId',
    tag,
    summary: 'One of your games',
    params,
    responses: { 200: ['{game}', gameAnswers.game], 404: 'No game of yours has this id' },
  },
  remove: {
    method: 'DELETE',
    path: '/user/games/:gameId',
    tag,
    summary: 'Delete one of your games',
    params,
    responses: { 200: ['{}', gameAnswers.deleted], 404: 'No game of yours has this id' },
  },
})
