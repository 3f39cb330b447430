// A puzzle's themes as the Lichess puzzle database names them ("fork", "mateIn2",
// "backRankMate"), and as people read them ("Fork", "Mate in 2", "Back-rank mate")
// (docs/product.md, "Puzzles").

/** Names that the rule below would not write as people do. */
const SAID: Readonly<Record<string, string>> = {
  mateIn1: 'Mate in 1',
  mateIn2: 'Mate in 2',
  mateIn3: 'Mate in 3',
  mateIn4: 'Mate in 4',
  mateIn5: 'Mate in 5',
  backRankMate: 'Back-rank mate',
  attackingF2F7: 'Attacking f2 or f7',
  xRayAttack: 'X-ray attack',
  enPassant: 'En passant',
  oneMove: 'One-move puzzle',
  masterVsMaster: 'Master vs master',
}

/** "kingsideAttack" → "Kingside attack": the words of a camel-case id, the first capitalised. */
export function themeName(id: string): string {
  const said = SAID[id]
  if (said) return said
  const words = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A theme id as the Lichess file writes it: letters and digits, a letter first. */
export const isThemeId = (id: string) => /^[a-zA-Z][a-zA-Z0-9]{0,39}$/.test(id)
