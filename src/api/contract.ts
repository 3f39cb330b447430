import type { accountContract } from './account/contract'
import type { authContract } from './auth/contract'
import type { videoContract } from './videos/contract'
import type { classContract } from './classes/contract'
import type { drillContract } from './drills/contract'
import type { guessContract } from './guesses/contract'
import type { lessonContract } from './lessons/contract'
import type { historyContract, likesContract, watchLaterContract } from './lists/contract'
import type { playlistContract } from './playlists/contract'
import type { puzzleContract } from './puzzles/contract'
import type { sharingContract } from './sharing/contract'
import type { studyContract } from './study/contract'
import type { trainingContract } from './training/contract'
import type { verdictContract } from './verdicts/contract'
import type { gameContract } from './games/contract'

/** Every resource's endpoints, each written once in its folder's contract.ts. */
type Contracts =
  | typeof accountContract
  | typeof authContract
  | typeof videoContract
  | typeof classContract
  | typeof drillContract
  | typeof guessContract
  | typeof lessonContract
  | typeof likesContract
  | typeof watchLaterContract
  | typeof historyContract
  | typeof playlistContract
  | typeof puzzleContract
  | typeof sharingContract
  | typeof studyContract
  | typeof trainingContract
  | typeof verdictContract
  | typeof gameContract

type EndpointsOf<C> = C extends unknown ? C[keyof C] : never
type Endpoint = EndpointsOf<Contracts>

/**
 * The API as the page sees it (docs/decisions/036-one-contract-per-resource.md): each endpoint
 * by its `METHOD path`, with the schemas of its parameters, body and answers. A type only: the
 * page imports it with `import type`, so no schema (and no zod) reaches the page's chunks.
 */
export type ApiContract = {
  [E in Endpoint as `${E['method']} ${E['path']}`]: E
}
