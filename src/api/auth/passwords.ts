import { isRecord } from '@/shared/is-record'

// 100k PBKDF2 rounds keep a login under ~50 ms in a service worker; see docs/decisions/003.
const PBKDF2_ITERATIONS = 100_000
// A stored hash names its own round count; outside this range it is not trusted to do the work
// (0 throws in WebCrypto, 1e9 would hold a login for minutes).
export const PBKDF2_ITERATIONS_RANGE = { min: 10_000, max: 1_000_000 } as const

let newHashIterations = PBKDF2_ITERATIONS
/**
 * Vitest's runs hash new passwords at the lowest trusted cost (docs/testing.md, "The suite's
 * time"): thousands of logins at 100k rounds cost minutes. Only under Vitest (mode `test`): any
 * build would refuse it, and none contains it (nothing the product runs calls it).
 */
export function lowerPasswordCostForTests() {
  if (import.meta.env.MODE !== 'test') throw new Error('The password cost of tests is for tests.')
  newHashIterations = PBKDF2_ITERATIONS_RANGE.min
}

export type PasswordHash = { salt: string; hash: string; iterations: number }

const isBase64 = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9+/]+={0,2}$/.test(value)

/** A stored hash that can be checked without trusting it to decide the work. */
export function isPasswordHash(value: unknown): value is PasswordHash {
  if (!isRecord(value) || !isBase64(value.salt) || !isBase64(value.hash)) return false
  const { iterations } = value
  return (
    Number.isInteger(iterations) &&
    (iterations as number) >= PBKDF2_ITERATIONS_RANGE.min &&
    (iterations as number) <= PBKDF2_ITERATIONS_RANGE.max
  )
}

/**
 * How many passwords are hashed at once: each takes a core for tens of milliseconds, and a burst
 * of logins hashed all together left the thread that answers every request without one (sixty
 * signups held /healthz for over 300 ms on PGlite, whose database runs on that thread). The Node
 * server gives one core fewer than it has (docs/performance.md, "No request stalls the server").
 */
let hashingSlots = 1
let hashing = 0
const waitingToHash: (() => void)[] = []
export const setPasswordHashingSlots = (slots: number) => {
  hashingSlots = Math.max(1, Math.floor(slots))
}

async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= hashingSlots) await new Promise<void>((resolve) => waitingToHash.push(resolve))
  else hashing++
  try {
    return await work()
  } finally {
    const next = waitingToHash.shift()
    if (next) next()
    else hashing--
  }
}

export function hashPassword(
  password: string,
  salt?: Uint8Array,
  iterations = newHashIterations,
): Promise<PasswordHash> {
  return inHashingSlot(() => derive(password, salt, iterations))
}

async function derive(
  password: string,
  salt: Uint8Array | undefined,
  iterations: number,
): Promise<PasswordHash> {
  const saltBytes = salt ?? crypto.getRandomValues(new Uint8Array(16))
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: saltBytes as BufferSource, iterations },
    key,
    256,
  )
  return { salt: toBase64(saltBytes), hash: toBase64(new Uint8Array(bits)), iterations }
}

/** False for a wrong password, and for a stored hash that is missing or unreadable. */
export async function checkPassword(
  password: string,
  stored: PasswordHash | null,
): Promise<boolean> {
  if (!isPasswordHash(stored)) return false
  const candidate = await hashPassword(password, fromBase64(stored.salt), stored.iterations)
  // Compare every byte so the time taken does not reveal how much of the hash matched.
  let difference = candidate.hash.length ^ stored.hash.length
  for (let i = 0; i < Math.min(candidate.hash.length, stored.hash.length); i++) {
    difference |= candidate.hash.charCodeAt(i) ^ stored.hash.charCodeAt(i)
  }
  return difference === 0
}

export function newSecret(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(32)))
}

export function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
