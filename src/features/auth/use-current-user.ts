import { useAuth } from './auth-context'

/** The logged-in user's id, or null for a visitor; library controls take it as a prop. */
export function useCurrentUserId(): string | null {
  return useAuth().session?.userDetails._id ?? null
}

/** Whether the logged-in user may change the catalogue (the API checks it again on each change). */
export function useIsCurator(): boolean {
  return useAuth().session?.userDetails.role === 'curator'
}
