import { Chess } from 'chess.js'
import type { NewNote } from '@/shared/entities'
import { isLegalPosition } from '@/shared/chess-rules'
import { START_FEN } from '@/shared/fen'
import { NOTE_TEXT_MAX } from '@/shared/input-rules'

// "Import PGN" (docs/product.md, "A board beside every video"): each game of a PGN becomes a
// note. Loads chess.js (BSD-2): imported by the dialog only.

export type PgnReading = { notes: NewNote[]; skipped: string[] }

/** A game's first comment as written (chess.js joins its lines; a note a line needs them). */
const firstComment = (game: string) =>
  /\{([^}]*)\}/.exec(game.replace(/^\s*\[.*\]\s*$/gm, ''))?.[1]?.trim() ?? ''

const TIME = /^(?:(\d+):)?(\d{1,2}):(\d{2})(?:\s+|$)/

/** "12:34 Text" or "1:02:03 Text" as a moment and a text; without a time, 0:00. */
export function timedText(line: string): { timeSeconds: number; text: string } {
  const time = TIME.exec(line.trim())
  if (!time) return { timeSeconds: 0, text: line.trim() }
  const [whole, hours = '0', minutes = '0', seconds = '0'] = time
  return {
    timeSeconds: Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds),
    text: line.trim().slice(whole.length).trim(),
  }
}

/** A PGN file as its games: a blank line before a tag starts the next one. */
const gamesOf = (pgn: string) =>
  pgn
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n(?=\s*\[)/)
    .map((game) => game.trim())
    .filter(Boolean)

/** One game's notes, or why it was skipped. */
function readOne(game: string): NewNote[] | string {
  const chess = new Chess()
  try {
    chess.loadPgn(game)
  } catch {
    return 'it could not be read as PGN.'
  }
  const headers = chess.getHeaders()
  const startFen = headers.FEN ?? START_FEN
  if (!isLegalPosition(startFen)) return 'its position is not legal.'
  const moves = chess.history()
  const comment = firstComment(game)
  const fromStart = startFen === START_FEN
  const tooLong = (note: NewNote) => note.text.length > NOTE_TEXT_MAX

  // A game of comments alone, from the initial position: notes without a position, a line each.
  if (moves.length === 0 && fromStart) {
    const notes = comment
      .split('\n')
      .filter((line) => line.trim())
      .map(timedText)
    if (notes.length === 0) return 'it has no moves, position or comment.'
    return notes.some(tooLong) ? 'a comment is longer than 2,000 characters.' : notes
  }
  const timed = timedText(comment)
  const event = headers.Event && headers.Event !== '?' ? headers.Event : ''
  const note: NewNote = {
    timeSeconds: timed.timeSeconds,
    text: timed.text || event || 'Imported from PGN',
    ...(moves.length > 0 ? { moves, ...(fromStart ? {} : { startFen }) } : { fen: startFen }),
  }
  return tooLong(note) ? 'its comment is longer than 2,000 characters.' : [note]
}

/** Every game's notes, and a sentence for each game that gave none. */
export function notesFromPgn(pgn: string): PgnReading {
  const reading: PgnReading = { notes: [], skipped: [] }
  const games = gamesOf(pgn)
  if (games.length === 0) reading.skipped.push('There is no game in this PGN.')
  for (const [index, game] of games.entries()) {
    const read = readOne(game)
    if (typeof read === 'string') reading.skipped.push(`Game ${index + 1} was skipped: ${read}`)
    else reading.notes.push(...read)
  }
  return reading
}
