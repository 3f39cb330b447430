import { call } from '@/lib/api-client'
import type { Answer } from '@/shared/answers'
import type { NewAccount } from '@/shared/entities'

export type LoginInput = { email: string; password: string }
export type LoginResponse = Answer<'login'>

export function login(input: LoginInput): Promise<LoginResponse> {
  return call('POST /auth/login', { body: input })
}

export type SignupResponse = Answer<'signup'>

export function signup(input: NewAccount): Promise<SignupResponse> {
  return call('POST /auth/signup', { body: input })
}

/** "Ada Lovelace King" → first name "Ada", last name "Lovelace King". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}
