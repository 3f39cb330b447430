import { api } from '@/lib/api-client'
import type { Answer } from '@/shared/answers'

export type LoginInput = { email: string; password: string }
export type LoginResponse = Answer<'login'>

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', input)
}
