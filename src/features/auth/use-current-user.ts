import { useAuth } from './auth-context'

/** The logged-in user's id, or null for a visitor; library controls take it as a prop. */
export function useCurrentUserId(): string | null {
  return useAuth().session?.userDetails._id ?? null
}
