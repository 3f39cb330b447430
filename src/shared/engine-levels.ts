// The engine's eight levels for "Play it out against the engine" (docs/product.md; docs/engine.md,
// "Levels"): after Lichess's computer levels, the skill, the depth and the time a move rising
// together, from a beginner's mistakes at level 1 to the engine at full strength within its time
// at level 8. Stockfish's "Skill Level" runs 0 to 20 (Lichess's own build goes below 0): the
// lowest levels weaken the engine by depth and time as well.

export type EngineLevel = {
  level: number
  /** Stockfish's "Skill Level", 0 to 20: below 20 it picks a weaker move on purpose. */
  skill: number
  /** The search's depth at most, in plies. */
  depth: number
  /** The search's time at most for a move. */
  movetimeMs: number
}

export const ENGINE_LEVELS: readonly EngineLevel[] = [
  { level: 1, skill: 0, depth: 1, movetimeMs: 50 },
  { level: 2, skill: 2, depth: 2, movetimeMs: 100 },
  { level: 3, skill: 4, depth: 3, movetimeMs: 150 },
  { level: 4, skill: 6, depth: 4, movetimeMs: 200 },
  { level: 5, skill: 8, depth: 6, movetimeMs: 300 },
  { level: 6, skill: 11, depth: 8, movetimeMs: 400 },
  { level: 7, skill: 16, depth: 13, movetimeMs: 500 },
  { level: 8, skill: 20, depth: 22, movetimeMs: 1000 },
]

/** Level `level` (1 to 8); out of range, the nearest. */
export const engineLevel = (level: number): EngineLevel =>
  ENGINE_LEVELS[Math.min(ENGINE_LEVELS.length, Math.max(1, Math.round(level))) - 1]!
