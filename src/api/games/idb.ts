import { startingWith } from '../store/indexeddb/key-ranges'
import type { Tx } from '../store/indexeddb/schema'
import { readAll } from '../store/records'
import { readGame } from './records'
import type { GamesTx } from './store'

/** The port's games over IndexedDB (schema 18): by id, and by player and end. */
export function indexedDbGames(tx: Tx): GamesTx {
  return {
    async games(userId, limit, before) {
      const range = IDBKeyRange.bound([userId, ''], [userId, before ?? '\uffff'], false, true)
      const found: unknown[] = []
      let cursor = await tx.objectStore('games').index('byUserTime').openCursor(range, 'prev')
      while (cursor && found.length < limit) {
        found.push(cursor.value)
        cursor = await cursor.continue()
      }
      return readAll(readGame, found)
    },
    countGames: (userId) => tx.objectStore('games').index('byUserTime').count(startingWith(userId)),
    async game(userId, gameId) {
      const game = readGame(await tx.objectStore('games').get(gameId))
      return game?.userId === userId ? game : undefined
    },
    async saveGame(record) {
      await (tx as Tx<'readwrite'>).objectStore('games').put(record)
    },
    async deleteGame(userId, gameId) {
      const games = (tx as Tx<'readwrite'>).objectStore('games')
      const game = readGame(await games.get(gameId))
      if (game?.userId !== userId) return false
      await games.delete(gameId)
      return true
    },
  }
}
