import { messages } from '../messages'
import { DomainError } from '../refusals'

// An account's chess work (a round of guesses judged, a lesson's lines made into drills) runs one
// request at a time, a few more waiting behind it; past them, 429. One learner then takes at most
// one slice of the server's turns (../in-slices.ts), however many requests they send at once
// (docs/performance.md, "No request stalls the server").

/** Requests of one account that may wait behind the one under way. */
const WAITING = 4

/** What a route's 429 says of it, in the OpenAPI document. */
export const ACCOUNT_BUSY = `Your earlier requests are still being worked on (one at a time, ${WAITING} waiting)`

export type OneAtATime = <T>(userId: string, work: () => Promise<T>) => Promise<T>

/** A queue per account, for one app (one server instance, one worker). */
export function oneAtATime(waiting = WAITING): OneAtATime {
  const queues = new Map<string, { last: Promise<unknown>; held: number }>()
  return async (userId, work) => {
    const queue = queues.get(userId) ?? { last: Promise.resolve(), held: 0 }
    if (queue.held > waiting) throw new DomainError('too-many', messages.accountBusy, 1)
    queue.held++
    queues.set(userId, queue)
    const turn = queue.last.then(work)
    queue.last = turn.catch(() => undefined)
    try {
      return await turn
    } finally {
      if (--queue.held === 0) queues.delete(userId)
    }
  }
}
