/** A check that a parsed value has the stored shape (a type guard, or a zod schema's safeParse). */
export type Guard<T> = (value: unknown) => value is T

/** Typed localStorage: a value that is missing, unreadable or of the wrong shape reads as null. */
export function readStored<T>(key: string, isValid: Guard<T>): T | null {
  try {
    const raw = localStorage.getItem(key)
    if (raw === null) return null
    const parsed: unknown = JSON.parse(raw)
    return isValid(parsed) ? parsed : null
  } catch {
    return null
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage can be full or blocked (private windows); the app keeps working from memory.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // See writeStored.
  }
}
