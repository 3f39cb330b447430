import type { Curators } from '../videos/curators'
import type { DemoAccounts } from '../auth/demo-accounts'
import type { SignInLimits } from '../store/sign-in-limits'
import type { Store } from '../store/port'
import type { OpeningNames } from '@/shared/opening-names'
import type { OneAtATime } from './one-at-a-time'
import type { Search } from '@/shared/engine-judge'
import type { FilePuzzles } from '../puzzles/file-puzzles'

/** What every route handler can read from its context (`c.get(name)`: Hono's `c.var` copies them all into an object at each read). */
export type ApiEnv = {
  Variables: {
    store: Store
    /** Set for /api/user/* once the token is verified. */
    userId: string
    /** The session the token belongs to (docs/api.md, "Sessions"). */
    sessionId: string
    /** This API's OpenAPI document (generated in Node; built into the worker). */
    openApi: () => unknown
    /** The opening names (built into the Node server; a file of the build for the worker). */
    openingNames: () => Promise<OpeningNames>
    /** Resolves once the shipped puzzles are in the store (../puzzles/shipped.ts). */
    puzzlesLoaded: () => Promise<void>
    /** Resolves once this shipped puzzle is stored (before the rest of a first load). */
    puzzleStored: (puzzleId: string) => Promise<void>
    /** The shipped file while it stands in for a store without its puzzles, else undefined. */
    puzzlesMeanwhile: () => Promise<FilePuzzles | undefined>
    /** Names this request in the logs and in a 500's answer. */
    requestId: string
    /** The Node server's rate limits on login and signup; none in the browser. */
    signInLimits?: SignInLimits
    /** Emails GAMBIT_CURATORS names: curators whatever their stored role (../videos/curators.ts). */
    curators: Curators
    /** Whether the demo accounts may be logged in to and changed (../auth/demo-accounts.ts). */
    demoAccounts: DemoAccounts
    /** Where the request came from (the Node server's rate limits count by it). */
    clientAddress: string
    /**
     * The engine this back end judges moves with (../verdicts/rules.ts): the Node server's
     * processes; none in the browser, where the page offers its own searches.
     */
    engine?: Search
    /** Each account's chess work, one request at a time (./one-at-a-time.ts). */
    oneAtATime: OneAtATime
  }
  /**
   * What the Node server hands each request: the address it came from; the API writes back the
   * route that answered it (its template, for the logs and metrics).
   */
  Bindings: ServedRequest | undefined
}

export type ServedRequest = { clientAddress: string; route?: string }
