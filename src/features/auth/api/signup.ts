import { api } from '@/lib/api-client'
import type { User } from '@/types/api'

export type SignupInput = { email: string; password: string; firstName: string; lastName: string }
export type SignupResponse = { createdUser: User; encodedToken: string }

export function signup(input: SignupInput): Promise<SignupResponse> {
  return api.post<SignupResponse>('/auth/signup', input)
}

/** "Ada Lovelace King" → first name "Ada", last name "Lovelace King". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}
