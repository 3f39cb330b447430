import type * as z from 'zod/mini'
import type { NewAccountSchema, User, UserProfile } from '@/shared/entities'
import { checkPassword, hashPassword } from './passwords'
import { NO_CURATORS, roleOf, type Curators } from '../videos/curators'
import { assertCanSignIn, type DemoAccounts } from './demo-accounts'
import { expiredBefore, newSession } from './sessions'
import { signToken } from './tokens'
import { notFound, unauthenticated, unprocessable } from '../refusals'
import { messages } from '../messages'
import type { Store, StoreTx, UserRecord } from '../store/port'
import { timestamp } from '../timestamp'
import { readPlaylists } from '../playlists/rules'

/** Emails are trimmed and compared ignoring case, at signup and login alike. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** The profile a user sees: no password hash, and the role GAMBIT_CURATORS may give. */
export function toProfile(user: UserRecord, curators: Curators = NO_CURATORS): UserProfile {
  const { password: _password, role: _role, ...profile } = user
  return { ...profile, ...roleOf(user, curators) }
}

/** The profile with every list, as login and signup answer it. */
async function fullUser(tx: StoreTx, user: UserRecord, curators: Curators): Promise<User> {
  const [likes, history, watchlater, playlists] = await Promise.all([
    tx.listVideos(user._id, 'likes'),
    tx.listVideos(user._id, 'history'),
    tx.listVideos(user._id, 'watchlater'),
    readPlaylists(tx, user._id),
  ])
  return { ...toProfile(user, curators), likes, history, watchlater, playlists }
}

/** A token for the user's session `sessionId` (docs/api.md, "Sessions"). */
export const tokenFor = async (store: Store, user: UserRecord, sessionId: string) =>
  signToken({ _id: user._id, email: user.email, sid: sessionId }, await store.tokenSecret())

export async function login(
  store: Store,
  email: string,
  password: string,
  curators: Curators = NO_CURATORS,
  demo: DemoAccounts = 'open',
) {
  const user = await store.read((tx) => tx.userByEmail(normaliseEmail(email)))
  if (!user) throw notFound(messages.emailNotRegistered)
  assertCanSignIn(demo, user.email)
  if (!(await checkPassword(password, user.password))) throw unauthenticated(messages.wrongPassword)
  const session = newSession(user._id)
  const foundUser = await store.write(async (tx) => {
    // Deleted since it was read: as if it had never been.
    if (!(await tx.user(user._id))) throw notFound(messages.emailNotRegistered)
    // Sessions whose tokens have expired go as new ones begin: the table does not grow forever.
    await tx.pruneSessions(user._id, expiredBefore())
    await tx.addSession(session)
    return fullUser(tx, user, curators)
  })
  return { foundUser, encodedToken: await tokenFor(store, user, session._id) }
}

/** A signup as its schema read it: trimmed, names defaulted to empty. */
type NewAccountFields = z.output<typeof NewAccountSchema>

export async function signup(
  store: Store,
  { email, password, firstName, lastName }: NewAccountFields,
  curators: Curators = NO_CURATORS,
  demo: DemoAccounts = 'open',
) {
  assertCanSignIn(demo, normaliseEmail(email))
  const now = timestamp()
  // The fields named here only: other fields a client sends are not kept.
  const user: UserRecord = {
    _id: crypto.randomUUID(),
    email: normaliseEmail(email),
    firstName,
    lastName,
    // Hashed before the transaction opens: IndexedDB ends a transaction left waiting on other work.
    password: await hashPassword(password),
    createdAt: now,
    updatedAt: now,
  }
  const session = newSession(user._id)
  const createdUser = await store.write(async (tx) => {
    if (!(await tx.addUser(user))) throw unprocessable(messages.emailExists)
    await tx.addSession(session)
    return fullUser(tx, user, curators)
  })
  return { createdUser, encodedToken: await tokenFor(store, user, session._id) }
}
