import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import { utcOffsetQuery } from '@/lib/utc-offset'

// /api/user/profile, /password, /export and DELETE /api/user (docs/api.md, "Account").

/** The profile: who, "Your learning" and the last 12 weeks; nothing is fetched while logged out. */
export function useProfile(userId: string | null) {
  return useQuery({
    queryKey: userKeys.profile(userId ?? ''),
    queryFn: () => call('GET /user/profile', { query: utcOffsetQuery() }),
    enabled: userId !== null,
    // A summary of everything the learner does: read afresh on each visit, never kept as is.
    staleTime: 0,
  })
}

/** A new password; the answer is this session's new token (the others end). */
export const changePassword = (currentPassword: string, newPassword: string) =>
  call('PUT /user/password', { body: { currentPassword, newPassword } }, { checksPassword: true })

/** Everything of the user's, as the file `gambit-data.json`. */
export async function downloadMyData() {
  const data = await call('GET /user/export')
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = 'gambit-data.json'
  link.click()
  // The click has started the download: the address can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}

export const deleteAccount = (password: string) =>
  call('DELETE /user', { body: { password } }, { checksPassword: true })
