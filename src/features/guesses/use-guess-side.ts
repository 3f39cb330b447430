import { useState } from 'react'
import { readStored, writeStored } from '@/lib/storage'
import { isGuessSide, type GuessSide } from '@/shared/lesson-limits'

const SIDE_KEY = 'GAMBIT_GUESS_SIDE'

/** "I play": the side a learner guesses, White by default, remembered on this device. */
export function useGuessSide() {
  const [side, setSide] = useState<GuessSide>(() => readStored(SIDE_KEY, isGuessSide) ?? 'white')
  return {
    side,
    set: (next: GuessSide) => {
      writeStored(SIDE_KEY, next)
      setSide(next)
    },
  }
}
