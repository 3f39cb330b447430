import { notFound } from '../refusals'
import type { StoreTx, UserRecord } from '../store/port'

// The session check behind every signed-in route: a token is verified by the app (http/app.ts);
// the account it names may since have been deleted (issue 60: this lived with the lists).

/** The user behind a verified token; one who no longer exists is a 404 with the route's message. */
export async function requireUser(
  tx: StoreTx,
  userId: string,
  missingUser: string,
): Promise<UserRecord> {
  const user = await tx.requester(userId)
  if (!user) throw notFound(missingUser)
  return user
}
