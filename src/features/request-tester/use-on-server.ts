import { useSyncExternalStore } from 'react'
import type { TesterBackend } from './tester-backend'

const noChanges = () => () => undefined

/**
 * Whether the page talks to the Node server. The prerendered tester knows only the in-browser
 * back end: it hydrates as that, then says (docs/architecture.md, "Prerendered pages").
 */
export const useOnServer = (backend: TesterBackend) =>
  useSyncExternalStore(
    noChanges,
    () => backend.kind === 'server',
    () => false,
  )
