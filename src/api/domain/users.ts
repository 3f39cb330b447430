import type * as z from 'zod/mini'
import type { NewAccountSchema, User, UserProfile } from '@/shared/entities'
import { checkPassword, hashPassword } from '../auth'
import { signToken } from '../tokens'
import { notFound, unauthenticated, unprocessable } from './errors'
import { messages } from '../messages'
import type { Store, StoreTx, UserRecord } from '../store/port'
import { timestamp } from '../timestamp'
import { readPlaylists } from './playlists'

/** Emails are trimmed and compared ignoring case, at signup and login alike. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export function toProfile({ password: _password, ...profile }: UserRecord): UserProfile {
  return profile
}

/** The profile with every list, as login and signup answer it. */
async function fullUser(tx: StoreTx, user: UserRecord): Promise<User> {
  const [likes, history, watchlater, playlists] = await Promise.all([
    tx.listVideos(user._id, 'likes'),
    tx.listVideos(user._id, 'history'),
    tx.listVideos(user._id, 'watchlater'),
    readPlaylists(tx, user._id),
  ])
  return { ...toProfile(user), likes, history, watchlater, playlists }
}

const tokenFor = async (store: Store, user: UserRecord) =>
  signToken({ _id: user._id, email: user.email }, await store.tokenSecret())

export async function login(store: Store, email: string, password: string) {
  const user = await store.read((tx) => tx.userByEmail(normaliseEmail(email)))
  if (!user) throw notFound(messages.emailNotRegistered)
  if (!(await checkPassword(password, user.password))) throw unauthenticated(messages.wrongPassword)
  const foundUser = await store.read((tx) => fullUser(tx, user))
  return { foundUser, encodedToken: await tokenFor(store, user) }
}

/** A signup as its schema read it: trimmed, names defaulted to empty. */
type NewAccountFields = z.output<typeof NewAccountSchema>

export async function signup(
  store: Store,
  { email, password, firstName, lastName }: NewAccountFields,
) {
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
  const createdUser = await store.write(async (tx) => {
    if (!(await tx.addUser(user))) throw unprocessable(messages.emailExists)
    return fullUser(tx, user)
  })
  return { createdUser, encodedToken: await tokenFor(store, user) }
}
