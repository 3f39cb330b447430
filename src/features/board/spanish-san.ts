import { currentLanguage } from '@/i18n/translate'

// Spanish piece letters (docs/product.md, "Gambit in your language"): rey, dama, torre, alfil,
// caballo. English SAN is taken in every language.
const ENGLISH_OF_SPANISH: Record<string, string> = { R: 'K', D: 'Q', T: 'R', A: 'B', C: 'N' }

/** A move typed with Spanish letters ("Cf3", "exd8=D+") as English SAN ("Nf3", "exd8=Q+"). */
export const englishSan = (spanish: string) =>
  spanish
    .trim()
    .replace(/^[RDTAC]/, (letter) => ENGLISH_OF_SPANISH[letter]!)
    .replace(/=?([RDTAC])([+#]?)$/, (_, letter: string, ending: string) => {
      return `=${ENGLISH_OF_SPANISH[letter]}${ending}`
    })

/**
 * The readings of a typed move to try, in order: in Spanish its Spanish reading first ("R" is
 * the king there, the rook in English), then the move as typed.
 */
export function movesToTry(typed: string): string[] {
  if (currentLanguage() !== 'es') return [typed]
  const read = englishSan(typed)
  return read !== typed.trim() ? [read, typed] : [typed]
}
