import { api } from '@/lib/api-client'
import type { NewAccount, User } from '@/shared/entities'

export type SignupResponse = { createdUser: User; encodedToken: string }

export function signup(input: NewAccount): Promise<SignupResponse> {
  return api.post<SignupResponse>('/auth/signup', input)
}

/** "Ada Lovelace King" → first name "Ada", last name "Lovelace King". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}
