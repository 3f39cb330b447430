import type { UsersTx } from './store'
import { readUser } from './records'
import type { Tx } from '../store/indexeddb/schema'

/** The port's users over IndexedDB. */
export function indexedDbUsers(tx: Tx): UsersTx {
  const writable = () => tx as Tx<'readwrite'>
  return {
    user: async (userId) => readUser(await tx.objectStore('users').get(userId)),
    // IndexedDB runs a store's readwrite transactions one at a time already.
    requester: async (userId) => readUser(await tx.objectStore('users').get(userId)),
    userByEmail: async (email) => readUser(await tx.objectStore('users').index('email').get(email)),
    async addUser(user) {
      const users = writable().objectStore('users')
      if (await users.index('email').getKey(user.email)) return false
      await users.add(user)
      return true
    },
  }
}
