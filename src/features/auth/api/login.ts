import { api } from '@/lib/api-client'
import type { User } from '@/shared/entities'

export type LoginInput = { email: string; password: string }
export type LoginResponse = { foundUser: User; encodedToken: string }

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', input)
}
