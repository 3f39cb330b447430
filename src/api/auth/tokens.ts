import { jwtVerify, SignJWT } from 'jose'
import { unauthenticated } from '../refusals'
import { messages } from '../messages'

/** How long a token lasts; its session is kept as long (sessions.ts prunes older ones). */
export const TOKEN_LIFETIME_DAYS = 30
const TOKEN_LIFETIME = `${TOKEN_LIFETIME_DAYS}d`
/** Tokens remembered as verified, per secret; the oldest is forgotten first. */
const REMEMBERED_TOKENS = 1_000

/** `sid`: the session the token belongs to (docs/api.md, "Sessions"). */
export type TokenPayload = { _id: string; email: string; sid: string }

// Importing the secret as a key costs more than checking a signature with it: each secret is
// imported once (a store hands out the same array until a reset makes a new one).
const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>()
function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    keys.set(secret, key)
  }
  return key
}

export async function signToken(payload: TokenPayload, secret: Uint8Array): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(await hmacKey(secret))
}

type Verified = TokenPayload & { expiresAt: number }

// A learner sends the same token with every request: its signature is checked once, and its
// expiry every time (docs/performance.md, "The server"). A new secret starts a new memory.
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, Verified>>()

async function verify(token: string, secret: Uint8Array): Promise<Verified> {
  const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'] })
  const { _id, email, sid, exp } = payload
  // A token made before sessions names none (decisions/018): refused like an expired one.
  const texts = [_id, email, sid]
  if (!texts.every((claim) => typeof claim === 'string') || typeof exp !== 'number')
    throw new Error('claims')
  return { _id: _id as string, email: email as string, sid: sid as string, expiresAt: exp * 1000 }
}

/** Accepts the raw token or `Bearer <token>`; anything missing, forged or expired is a 401. */
export async function verifyAuthorization(
  header: string | undefined,
  secret: Uint8Array,
): Promise<TokenPayload> {
  const token = header?.replace(/^Bearer\s+/i, '').trim()
  if (!token) throw unauthenticated(messages.invalidToken)
  let verified = verifiedBySecret.get(secret)
  if (!verified) verifiedBySecret.set(secret, (verified = new Map()))
  let known = verified.get(token)
  if (!known) {
    try {
      known = await verify(token, secret)
    } catch {
      throw unauthenticated(messages.invalidToken)
    }
    const oldest = verified.keys().next().value
    if (verified.size >= REMEMBERED_TOKENS && oldest !== undefined) verified.delete(oldest)
    verified.set(token, known)
  }
  if (known.expiresAt <= Date.now()) {
    verified.delete(token)
    throw unauthenticated(messages.invalidToken)
  }
  return { _id: known._id, email: known.email, sid: known.sid }
}
