import { startingWith } from '../store/indexeddb/key-ranges'
import type { Tx } from '../store/indexeddb/schema'
import { readAll } from '../store/records'
import { readGuessRecord } from './records'
import type { GuessesTx } from './store'

/** The port's guess rounds over IndexedDB (schema 11): one record per learner and lesson. */
export function indexedDbGuesses(tx: Tx): GuessesTx {
  return {
    guessRecord: async (userId, videoId) =>
      readGuessRecord(await tx.objectStore('guesses').get([userId, videoId])),
    async saveGuessRecord(record) {
      await (tx as Tx<'readwrite'>).objectStore('guesses').put(record)
    },
    guessRecords: async (userId) =>
      readAll(readGuessRecord, await tx.objectStore('guesses').getAll(startingWith(userId))),
  }
}
