import { useProfile } from '@/features/account/api/account'
import { useAuth } from '@/features/auth/auth-context'

/**
 * Whether the one logged in is a curator (docs/product.md, "Curators grow the catalogue"). A
 * session from before roles were kept has none: its profile says, and until then, "asking".
 */
export function useCurator(): 'yes' | 'no' | 'asking' {
  const { session } = useAuth()
  const knownRole = session?.userDetails.role
  const profile = useProfile(session && !knownRole ? session.userDetails._id : null)
  if (knownRole === 'curator' || profile.data?.user.role === 'curator') return 'yes'
  return session && !knownRole && profile.isPending ? 'asking' : 'no'
}
