// A PGN file's games, as the notes' and the lessons' imports split it (docs/product.md, "A board
// beside every video" and "Lessons"), and a game's title from its headers. No chess here.

/**
 * A PGN file as its games: a blank line before a tag starts the next one, and so does a blank
 * line after a result (games without tags). Escaped lines (`%` in the first column) are for
 * software, not for the games.
 */
export const gamesOf = (pgn: string) =>
  pgn
    .replace(/\r\n?/g, '\n')
    .replace(/^%.*$\n?/gm, '')
    .split(/\n\s*\n(?=\s*\[)|(?<=(?:^|\s)(?:1-0|0-1|1\/2-1\/2|\*))\s*\n\s*\n/)
    .map((game) => game.trim())
    .filter(Boolean)

/** A tag pair on a line of its own: `[Event "Lesson"]`. */
export const PGN_TAG = /^\s*\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/

/** A game's headers, read from the tags before its moves (for its title: gameTitle). */
export function gameHeaders(game: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of game.split('\n')) {
    const tag = PGN_TAG.exec(line)
    if (tag) headers[tag[1]!] = tag[2]!.replace(/\\(.)/g, '$1')
    else if (line.trim() !== '') break
  }
  return headers
}

/** "Anderssen – Kieseritzky, London 1851, 1-0": a game's players, where and when, and result. */
export function gameTitle(headers: Record<string, string>): string {
  const known = (name: string) => {
    const value = headers[name]?.trim()
    return value && !/^\?+$/.test(value) ? value : ''
  }
  const white = known('White')
  const black = known('Black')
  if (!white && !black) return ''
  const year = known('Date').split('.')[0]?.replace(/\?+/g, '')
  const place = [known('Site'), year].filter(Boolean).join(' ')
  const result = known('Result') === '*' ? '' : known('Result')
  return [`${white || '?'} – ${black || '?'}`, known('Event'), place, result]
    .filter(Boolean)
    .join(', ')
}
