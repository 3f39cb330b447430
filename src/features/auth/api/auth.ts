import { call, type AnswerOf } from '@/lib/api-client'
import type { NewAccount } from '@/shared/entities'

export type LoginInput = { email: string; password: string }
export type LoginResponse = AnswerOf<'POST /auth/login'>

export function login(input: LoginInput): Promise<LoginResponse> {
  return call('POST /auth/login', { body: input })
}

export type SignupResponse = AnswerOf<'POST /auth/signup'>

export function signup(input: NewAccount): Promise<SignupResponse> {
  return call('POST /auth/signup', { body: input })
}

/** "Ada Lovelace King" → first name "Ada", last name "Lovelace King". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}
