import { expect, test } from 'vitest'
import { readUser } from './records'
import { hashPassword } from './passwords'
import { userOfRow } from './sql'

const row = {
  _id: 'u-1',
  email: 'sam@gambit.dev',
  firstName: 'Sam',
  lastName: '',
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  role: null,
  language: null,
}

test('a usual users row is the record the stored record check makes of it, without that check', async () => {
  const password = await hashPassword('sam-pass-1')
  for (const role of [null, 'curator'] as const) {
    const user = userOfRow({ ...row, role, password })
    expect(user).toEqual(readUser({ ...row, role, password }))
    expect(user?.role).toBe(role ?? undefined)
  }
  for (const language of [null, 'hi'] as const) {
    const user = userOfRow({ ...row, language, password })
    expect(user).toEqual(readUser({ ...row, language, password }))
    expect(user?.language).toBe(language ?? undefined)
  }
})

test('an unreadable hash or an empty email takes the stored record check: no password, no user', async () => {
  expect(userOfRow({ ...row, password: { salt: '%%', hash: 'x', iterations: 1 } })).toEqual({
    ...readUser({ ...row, password: null }),
    password: null,
  })
  const password = await hashPassword('sam-pass-1')
  expect(userOfRow({ ...row, email: '', password })).toBeUndefined()
  expect(userOfRow(undefined)).toBeUndefined()
})
