import { api } from '@/lib/api-client'
import type { Answer } from '@/shared/answers'
import type { NewAccount } from '@/shared/entities'

export type SignupResponse = Answer<'signup'>

export function signup(input: NewAccount): Promise<SignupResponse> {
  return api.post<SignupResponse>('/auth/signup', input)
}

/** "Ada Lovelace King" → first name "Ada", last name "Lovelace King". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}
