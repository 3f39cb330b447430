import { afterEach, expect, test, vi } from 'vitest'
import { hashPassword, setPasswordHashingSlots } from './passwords'

// docs/performance.md, "No request stalls the server": a burst of logins is hashed a few at a
// time, so that the thread that answers every request keeps a core.

afterEach(() => setPasswordHashingSlots(1))

test('passwords are hashed as many at a time as there are slots, the others waiting their turn', async () => {
  const derive = crypto.subtle.deriveBits.bind(crypto.subtle)
  let running = 0
  let most = 0
  vi.spyOn(crypto.subtle, 'deriveBits').mockImplementation(async (...args) => {
    most = Math.max(most, ++running)
    try {
      return await derive(...args)
    } finally {
      running--
    }
  })
  const hashFour = () =>
    Promise.all(
      Array.from({ length: 4 }, (_, n) => hashPassword(`pass-${n}-1234`, undefined, 10_000)),
    )
  setPasswordHashingSlots(1)
  const hashed = await hashFour()
  expect(most).toBe(1)
  expect(new Set(hashed.map(({ hash }) => hash)).size).toBe(4)
  most = 0
  setPasswordHashingSlots(2)
  await hashFour()
  expect(most).toBe(2)
})

// Tests hash at the lowest trusted cost (src/testing/password-cost.setup.ts); the product does not.
test('the product hashes at 100,000 rounds, its demo accounts too, and only Vitest may lower it', async () => {
  vi.resetModules()
  const product = await import('./passwords')
  expect((await product.hashPassword('a-pass-1234')).iterations).toBe(100_000)
  const { seedUsers } = await import('../seed/users')
  expect(seedUsers.map(({ password }) => password.iterations)).toEqual([100_000, 100_000])
  vi.stubEnv('MODE', 'production')
  try {
    expect(() => product.lowerPasswordCostForTests()).toThrow(
      'The password cost of tests is for tests.',
    )
  } finally {
    vi.unstubAllEnvs()
  }
  expect((await product.hashPassword('a-pass-1234')).iterations).toBe(100_000)
})
