import { checkPassword, hashPassword } from '../auth/passwords'
import { assertCanChange, type DemoAccounts } from '../auth/demo-accounts'
import { messages } from '../messages'
import { sessionsOf } from '../auth/sessions'
import type { Store, UserRecord } from '../store/port'
import { timestamp } from '../timestamp'
import { verifyAuthorization } from '../auth/tokens'
import { invalid, notFound, unauthenticated } from '../refusals'
import { tokenFor } from '../auth/rules'
import type { PageLanguage } from '@/shared/entities'

// The account's own controls (docs/product.md, "Your profile and account"): logout on the
// server, a new password, and deleting everything.

/**
 * The user, once `password` is theirs (a 401 with `wrong` otherwise) and the account theirs to
 * change (a demo account on a server is not: 403).
 */
async function provenUser(
  store: Store,
  { userId, demo }: { userId: string; demo: DemoAccounts },
  password: string,
  wrong: string,
) {
  const user = await store.read((tx) => tx.user(userId))
  if (!user) throw notFound(messages.emailNotRegistered)
  assertCanChange(demo, user.email)
  if (!(await checkPassword(password, user.password))) throw unauthenticated(wrong)
  return user
}

/** Ends the session a token belongs to; a session already ended is no error. */
export async function logout(store: Store, authorization: string | undefined) {
  const { _id: userId, sid } = await verifyAuthorization(authorization, await store.tokenSecret())
  await store.write((tx) => tx.endSession(userId, sid))
  sessionsOf(store).forget(userId)
}

/**
 * A new password: every other session of the user ends, this one goes on with a new token
 * (docs/api.md, "Sessions").
 */
export async function changePassword(
  store: Store,
  { userId, sessionId, demo }: { userId: string; sessionId: string; demo: DemoAccounts },
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
) {
  const user = await provenUser(
    store,
    { userId, demo },
    currentPassword,
    messages.currentPasswordWrong,
  )
  if (newPassword === currentPassword) throw invalid(messages.samePassword)
  // Hashed before the transaction opens: IndexedDB ends a transaction left waiting on other work.
  const password = await hashPassword(newPassword)
  const changed: UserRecord = { ...user, password, updatedAt: timestamp() }
  await store.write(async (tx) => {
    await tx.setPassword(userId, password, changed.updatedAt)
    await tx.endSessions(userId, sessionId)
  })
  sessionsOf(store).forget(userId, sessionId)
  return { encodedToken: await tokenFor(store, changed, sessionId) }
}

/**
 * The learner's language, kept on the account so that it follows them to another device. A demo
 * account on a server is shared by every visitor: it keeps none (403), each device its own.
 */
export async function chooseLanguage(
  store: Store,
  { userId, demo }: { userId: string; demo: DemoAccounts },
  language: PageLanguage,
) {
  await store.write(async (tx) => {
    const user = await tx.requester(userId)
    if (!user) throw notFound(messages.emailNotRegistered)
    assertCanChange(demo, user.email)
    await tx.setLanguage(userId, language, timestamp())
  })
  return { language }
}

/** The user and every record of theirs, once the password is theirs. */
export async function deleteAccount(
  store: Store,
  { userId, demo }: { userId: string; demo: DemoAccounts },
  password: string,
) {
  await provenUser(store, { userId, demo }, password, messages.passwordWrong)
  await store.write((tx) => tx.deleteUser(userId))
  sessionsOf(store).forget(userId)
}
