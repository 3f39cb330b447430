import { useState } from 'react'
import { readStored, writeStored, type Guard } from './storage'

/**
 * A choice remembered on this device ("I play", "Quiz me while I watch", "Analysis", "Lines"):
 * read once from storage (`fallback` when absent or not what `guard` accepts), written on each
 * change.
 */
export function useStoredChoice<T>(key: string, guard: Guard<T>, fallback: T) {
  const [value, setValue] = useState<T>(() => readStored(key, guard) ?? fallback)
  const set = (next: T) => {
    writeStored(key, next)
    setValue(next)
  }
  return [value, set] as const
}
