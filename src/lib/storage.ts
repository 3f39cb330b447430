/** A check that a parsed value has the stored shape (a type guard, or a zod schema's safeParse). */
export type Guard<T> = (value: unknown) => value is T

/**
 * Where a value is kept: on this device ("local", localStorage) or for this tab's session only
 * ("tab", sessionStorage: it survives a reload and is gone when the tab closes).
 */
export type StorageArea = 'local' | 'tab'

// Read when used: merely touching `localStorage` throws where storage is blocked.
const areaOf = (area: StorageArea): Storage => (area === 'local' ? localStorage : sessionStorage)

/** Typed storage: a value that is missing, unreadable or of the wrong shape reads as null. */
export function readStored<T>(
  key: string,
  isValid: Guard<T>,
  area: StorageArea = 'local',
): T | null {
  try {
    const raw = areaOf(area).getItem(key)
    if (raw === null) return null
    const parsed: unknown = JSON.parse(raw)
    return isValid(parsed) ? parsed : null
  } catch {
    return null
  }
}

export function writeStored(key: string, value: unknown, area: StorageArea = 'local'): void {
  try {
    areaOf(area).setItem(key, JSON.stringify(value))
  } catch {
    // Storage can be full or blocked (private windows); the app keeps working from memory.
  }
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    areaOf(area).removeItem(key)
  } catch {
    // See writeStored.
  }
}
