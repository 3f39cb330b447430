import type { Name, Tx } from './schema'

type LooseStore = {
  index(name: string): { getAllKeys(query: IDBValidKey | IDBKeyRange): Promise<IDBValidKey[]> }
  delete(key: IDBValidKey): Promise<void>
}

/** Deletes what an index of a store finds for `query`: what SQL's cascades do, store by store. */
export async function deleteFound(
  tx: Tx<'readwrite'>,
  name: Name,
  index: string,
  query: IDBValidKey | IDBKeyRange,
) {
  // idb types each store's indexes apart; the names given here are the schema's own.
  const store = tx.objectStore(name) as unknown as LooseStore
  const keys = await store.index(index).getAllKeys(query)
  await Promise.all(keys.map((key) => store.delete(key)))
}
