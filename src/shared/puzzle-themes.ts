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
  morphysMate: "Morphy's mate",
  pillsburysMate: "Pillsbury's mate",
  underPromotion: 'Underpromotion',
  superGM: 'Super GM',
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

/**
 * The themes the Lichess puzzle database tags its puzzles with, today's and those of its earlier
 * exports: an imported row with another is skipped, so a typo or a stray word never becomes a
 * theme of its own on /puzzles (docs/product.md, "Puzzles"). A theme Lichess adds is added here.
 */
const LICHESS_THEMES = new Set(
  `advancedPawn advantage anastasiaMate arabianMate attackingF2F7 attraction backRankMate
  backRankThreat balestraMate bishopEndgame blindSwineMate blocking bodenMate capturingDefender
  castling checkFirst clearance coercion collinearMove cornerMate crushing defensiveMove
  deflection discoveredAttack discoveredCheck doubleBishopMate doubleCheck dovetailMate endgame
  enPassant epauletteMate equality exposedKing fork hangingPiece healthyMix hookMate interference
  intermezzo killBoxMate kingsideAttack knightEndgame long master masterVsMaster mate mateIn1
  mateIn2 mateIn3 mateIn4 mateIn5 matingNet middlegame mix morphysMate oneMove opening operaMate
  overloading pawnEndgame pillsburysMate pin playerGames promotion queenEndgame queenRookEndgame
  queensideAttack quietMove rookEndgame sacrifice short simplification skewer smotheredMate
  superGM swallowstailMate trappedPiece triangleMate underPromotion veryLong vukovicMate
  xRayAttack zugzwang`.split(/\s+/),
)
export const isLichessTheme = (id: string) => LICHESS_THEMES.has(id)

/** An opening tag as the Lichess file writes it: "Sicilian_Defense", "Caro-Kann_Defense". */
export const isOpeningTag = (tag: string) => /^[A-Za-z][A-Za-z0-9_-]{0,79}$/.test(tag)

/** An opening family's tag from its name: "Queen's Gambit Declined: …" → "Queens_Gambit_Declined". */
export const openingFamilyTag = (name: string) =>
  (name.split(':')[0] ?? '').trim().replace(/'/g, '').replace(/\s+/g, '_')

/** "Queens_Gambit_Declined" as people read it: "Queens Gambit Declined". */
export const openingTagName = (tag: string) => tag.replace(/_/g, ' ')

/** The themes of tactics (Lichess's motifs and advanced themes): what "tactics" practises. */
export const TACTICAL_THEMES = [
  'advancedPawn',
  'attackingF2F7',
  'attraction',
  'capturingDefender',
  'clearance',
  'defensiveMove',
  'deflection',
  'discoveredAttack',
  'doubleCheck',
  'exposedKing',
  'fork',
  'hangingPiece',
  'interference',
  'intermezzo',
  'kingsideAttack',
  'pin',
  'queensideAttack',
  'quietMove',
  'sacrifice',
  'skewer',
  'trappedPiece',
  'xRayAttack',
  'zugzwang',
]

/** Topics that name a theme by another word (docs/product.md, "Puzzles"). */
const TOPIC_THEMES: Readonly<Record<string, readonly string[]>> = {
  checkmate: ['mate'],
  checkmates: ['mate'],
  mating: ['mate'],
  tactics: TACTICAL_THEMES,
  tactic: TACTICAL_THEMES,
}

/**
 * The themes a video's topics name, of those `known` (ids): a topic and a theme match by name
 * ("fork" → Fork, "endgames" → Endgame, "back-rank mate" → Back-rank mate), "checkmate" is
 * Mate and "tactics" every tactical theme. In the order of `known`.
 */
export function themesOfTopics(topics: readonly string[], known: readonly string[]): string[] {
  const said = new Set(topics.map((topic) => topic.trim().toLowerCase()))
  const named = (id: string) => {
    const name = themeName(id).toLowerCase()
    return said.has(name) || said.has(`${name}s`) || said.has(id.toLowerCase())
  }
  const bySynonym = new Set([...said].flatMap((topic) => TOPIC_THEMES[topic] ?? []))
  return known.filter((id) => named(id) || bySynonym.has(id))
}

/** The rating bands of "Difficulty" (docs/product.md, "Puzzles"), bounds included. */
export const DIFFICULTIES = {
  easier: { label: 'Easier', min: 0, max: 1199 },
  medium: { label: 'Medium', min: 1200, max: 1800 },
  harder: { label: 'Harder', min: 1801, max: 10_000 },
} as const
export type Difficulty = keyof typeof DIFFICULTIES
export const isDifficulty = (text: string): text is Difficulty => Object.hasOwn(DIFFICULTIES, text)

/** At most this many themes in one filter (a checkbox each on /puzzles). */
export const MAX_FILTER_THEMES = 30
