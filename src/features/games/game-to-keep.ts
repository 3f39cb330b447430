import { readStored, removeStored, writeStored } from '@/lib/storage'
import type { NewGame } from '@/shared/games'

// A game finished logged out, held for this tab while its player logs in from its "Log in"
// link ("Log in to keep your games"): /play keeps it once they are back (docs/ui-contract.md,
// "/play").
const KEY = 'gambit.game-to-keep'

/** Its look, no more: the back end checks the game itself when it is sent (and says why not). */
const looksLikeAGame = (value: unknown): value is NewGame =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { fen?: unknown }).fen === 'string' &&
  Array.isArray((value as { moves?: unknown }).moves)

export const holdGameToKeep = (game: NewGame) => writeStored(KEY, game, 'tab')

export const heldGameToKeep = (): NewGame | null => readStored(KEY, looksLikeAGame, 'tab')

export const forgetGameToKeep = () => removeStored(KEY, 'tab')
