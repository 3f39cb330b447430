import { isRecord } from '@/shared/is-record'

/**
 * Tabs agree (docs/product.md, "Phones and tabs"): a write, a login or a logout in one tab is
 * told to the others over a BroadcastChannel, in memory only, and they update themselves.
 */
export type TabMessage =
  { type: 'write'; path: string } | { type: 'session'; session: unknown } | { type: 'logout' }

const listeners = new Set<(message: TabMessage) => void>()
let channel: BroadcastChannel | null | undefined

function open(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('gambit-tabs') : null
    channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isTabMessage(event.data)) deliver(event.data)
    })
  }
  return channel
}

const deliver = (message: TabMessage) => listeners.forEach((listener) => listener(message))

function isTabMessage(data: unknown): data is TabMessage {
  if (!isRecord(data)) return false
  if (data.type === 'write') return typeof data.path === 'string'
  return data.type === 'session' || data.type === 'logout'
}

/** Tells every other tab; with `thisTab`, this tab's listeners hear it too. */
export function tellTabs(message: TabMessage, { thisTab = false } = {}): void {
  open()?.postMessage(message)
  if (thisTab) deliver(message)
}

export function onTabMessage(listener: (message: TabMessage) => void): () => void {
  open()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The user list a write changed: "likes", "playlists" …, "classes" for a class's. */
export function listOfPath(path: string): string | undefined {
  if (path.startsWith('/classes')) return 'classes'
  // Saving a shared playlist makes one of the user's.
  if (path.startsWith('/user/shared/')) return 'playlists'
  return /\/user\/([a-z]+)/.exec(path)?.[1]
}

/** A curator's change to the catalogue (docs/api.md, "Catalogue"). */
export const isCatalogueChange = (path: string) => path.startsWith('/catalogue/')
