import { VerdictAnswerSchema, VerdictBodySchema } from '@/shared/verdicts'
import { endpoints } from '../http/endpoint'

/** What the verdicts endpoint answers (docs/api.md, "Verdicts"). */
export const verdictAnswers = { verdict: VerdictAnswerSchema }

/**
 * The engine's judgement of a move, described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives it its handler; the page calls it by its `METHOD path` (lib/api-client.ts).
 */
export const verdictContract = endpoints({
  judge: {
    method: 'POST',
    path: '/verdicts',
    tag: 'Engine',
    summary:
      "The engine's verdict on a move: good unless the mover's winning chances fall by 0.1 or more against the best move (docs/engine.md)",
    body: VerdictBodySchema,
    example: {
      fen: 'r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3',
      move: 'g6',
    },
    responses: {
      200: [
        '{verdict}: null from a back end with no engine of its own that has kept no search of the position (the page then offers its own in `searches`)',
        verdictAnswers.verdict,
      ],
      400: 'A position that is not legal, or a move not legal in it',
      429: 'The engine is busy; try again in a moment.',
    },
  },
})
