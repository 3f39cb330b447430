import { useStoredChoice } from '@/lib/use-stored-choice'
import { isGuessSide, type GuessSide } from '@/shared/lesson-limits'

const SIDE_KEY = 'GAMBIT_GUESS_SIDE'

/** "I play": the side a learner guesses, White by default, remembered on this device. */
export function useGuessSide() {
  const [side, set] = useStoredChoice<GuessSide>(SIDE_KEY, isGuessSide, 'white')
  return { side, set }
}
