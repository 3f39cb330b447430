import type { Store } from './store/port'

/** What every route handler can read from its context (`c.var`). */
export type MockEnv = {
  Variables: {
    store: Store
    /** Set for /api/user/* once the token is verified. */
    userId: string
    /** This API's OpenAPI document (generated in Node; built into the worker). */
    openApi: () => unknown
  }
}
