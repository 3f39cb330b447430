import { unauthenticated } from '../refusals'
import { messages } from '../messages'
import type { Store } from '../store/port'
import { timestamp } from '../timestamp'
import { TOKEN_LIFETIME_DAYS } from './tokens'

/**
 * How long an instance trusts a session it has found (docs/api.md, "Sessions"): a session ended
 * through another instance of the Node server is refused here at most this much later. Ended
 * through this instance, it is refused at once.
 */
export const SESSION_TRUSTED_MS = 5_000
/** A session's "last seen" is written at most this often. */
const LAST_SEEN_EVERY_MS = 3_600_000
/** Sessions remembered per instance; the oldest is forgotten first. */
const REMEMBERED_SESSIONS = 10_000

type Found = { userId: string; until: number }
type Sessions = ReturnType<typeof rememberedSessions>
// One per store: every request of an instance checks through the same memory.
const sessionsByStore = new WeakMap<Store, Sessions>()

/** The sessions of a store as one instance sees them: checked, cached a few seconds, forgotten. */
export function sessionsOf(store: Store): Sessions {
  let sessions = sessionsByStore.get(store)
  if (!sessions) sessionsByStore.set(store, (sessions = rememberedSessions(store)))
  return sessions
}

function rememberedSessions(store: Store) {
  const remembered = new Map<string, Found>()
  /** `ends` counts the times sessions were ended through this instance. */
  const state = { ends: 0 }
  return {
    /** Resolves when the user's session has not ended; a 401 otherwise. */
    async check(sessionId: string, userId: string): Promise<void> {
      const known = remembered.get(sessionId)
      if (known && known.userId === userId && known.until > Date.now()) return
      const endsBefore = state.ends
      const session = await store.read((tx) => tx.session(sessionId))
      if (!session || session.userId !== userId) {
        remembered.delete(sessionId)
        throw unauthenticated(messages.invalidToken)
      }
      if (Date.now() - Date.parse(session.lastSeenAt) > LAST_SEEN_EVERY_MS)
        await store.write((tx) => tx.touchSession(sessionId, timestamp()))
      // Sessions ended while this one was read may include it: found, but not remembered.
      if (state.ends !== endsBefore) return
      const oldest = remembered.keys().next().value
      if (remembered.size >= REMEMBERED_SESSIONS && oldest !== undefined) remembered.delete(oldest)
      remembered.set(sessionId, { userId, until: Date.now() + SESSION_TRUSTED_MS })
    },
    /** After sessions ended: every one of the user's, or every one but `keep`. */
    forget(userId: string, keep?: string) {
      state.ends++
      for (const [sessionId, session] of remembered)
        if (session.userId === userId && sessionId !== keep) remembered.delete(sessionId)
    },
  }
}

/** Sessions begun before this have expired tokens (`TOKEN_LIFETIME_DAYS`). */
export const expiredBefore = (now = Date.now()) =>
  timestamp(new Date(now - TOKEN_LIFETIME_DAYS * 86_400_000))

/** A new session for a user who has just proved who they are. */
export function newSession(userId: string) {
  const now = timestamp()
  return { _id: sessionId(), userId, createdAt: now, lastSeenAt: now }
}

/** 128 random bits, URL-safe. */
function sessionId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
