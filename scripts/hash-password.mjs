// Prints the stored form of a password (PBKDF2-SHA-256, 100,000 rounds, random salt), as the
// mock server keeps it. Used to write src/mock-server/seed/users.ts:
//   node scripts/hash-password.mjs 'alex-pass-123'
import { webcrypto as crypto } from 'node:crypto'

const password = process.argv[2]
if (!password) throw new Error('usage: node scripts/hash-password.mjs <password>')
const iterations = 100_000
const salt = crypto.getRandomValues(new Uint8Array(16))
const key = await crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(password),
  'PBKDF2',
  false,
  ['deriveBits'],
)
const bits = await crypto.subtle.deriveBits(
  { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
  key,
  256,
)
const base64 = (bytes) => Buffer.from(bytes).toString('base64')
console.log(JSON.stringify({ salt: base64(salt), hash: base64(new Uint8Array(bits)), iterations }))
