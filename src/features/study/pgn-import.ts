import { Chess } from 'chess.js'
import { t } from '@/i18n/translate'
import type { NewNote } from '@/shared/entities'
import { isLegalPosition } from '@/shared/chess-rules'
import { START_FEN } from '@/shared/fen'
import { NOTE_TEXT_MAX } from '@/shared/input-rules'
import { DRILL_ANSWER, moveLabel } from './pgn-words'
import { gamesOf, gameTitle } from '@/shared/pgn-games'
import { readPgnGame, type PgnGame } from './pgn-read'

// "Import PGN" (docs/product.md, "A board beside every video"): each game of a PGN becomes a
// note. Loads chess.js (BSD-2): imported by the dialog only.

/** The notes read; why a game gave none; what a game held that notes cannot keep. */
export type PgnReading = { notes: NewNote[]; skipped: string[]; leftOut: string[] }

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

type GameRead = { notes: NewNote[]; leftOut: string[] } | { skipped: string }

/** One game's notes (and what it left out), or why it gave none. */
function readOne(text: string): GameRead {
  const game = readPgnGame(text)
  const startFen = game.headers.FEN ?? START_FEN
  if (!isLegalPosition(startFen)) return { skipped: t('its position is not legal.') }
  const chess = new Chess(startFen)
  // The moves until our own export's drill answer (notes-pgn.ts): the note's position.
  const answerAt =
    game.before.at(-1) === DRILL_ANSWER && game.moves.length > 0
      ? 0
      : game.moves.findIndex(({ comments }) => comments.at(-1) === DRILL_ANSWER) + 1 || -1
  const moves = answerAt >= 0 ? game.moves.slice(0, answerAt) : game.moves
  for (const [index, { san }] of moves.entries()) {
    try {
      chess.move(san)
    } catch {
      return { skipped: t('{move} is not legal here.', { move: moveLabel(startFen, index, san) }) }
    }
  }
  const leftOut = [
    ...(game.variations > 0
      ? [t('variations are not kept in notes: {count} left out', { count: game.variations })]
      : []),
    ...(game.annotations > 0
      ? [
          t('annotations ($1, !?) are not kept in notes: {count} left out', {
            count: game.annotations,
          }),
        ]
      : []),
    ...(answerAt >= 0 && answerAt < game.moves.length
      ? [t('its drill answer is not imported (press Make drill on the note to make it again)')]
      : []),
  ]
  const note = noteOf(game, chess, { startFen, played: moves.length })
  if (typeof note === 'string') return { skipped: note }
  return { notes: note, leftOut }
}

/** The note(s) of a replayed game, or why there are none. */
function noteOf(
  game: PgnGame,
  chess: Chess,
  { startFen, played }: { startFen: string; played: number },
): NewNote[] | string {
  const fromStart = startFen === START_FEN
  const tooLong = (note: NewNote) => note.text.length > NOTE_TEXT_MAX
  const opening = game.before.filter((said) => said !== DRILL_ANSWER).join('\n')
  // A game of comments alone, from the initial position: notes without a position, a line each.
  if (played === 0 && fromStart) {
    const notes = opening
      .split('\n')
      .filter((line) => line.trim())
      .map(timedText)
    if (notes.length === 0) return t('it has no moves, position or comment.')
    return notes.some(tooLong) ? t('a comment is longer than 2,000 characters.') : notes
  }
  const moves = chess.history()
  // The game's own comment may give the moment; a later move's comment is text, said with it.
  const timed = timedText(opening)
  const alongTheWay = game.moves
    .slice(0, played)
    .flatMap(({ comments }, index) =>
      comments
        .filter((said) => said !== DRILL_ANSWER)
        .map((said) => `${moveLabel(startFen, index, moves[index]!)}: ${said}`),
    )
  const event = game.headers.Event && game.headers.Event !== '?' ? game.headers.Event : ''
  const text =
    [gameTitle(game.headers), timed.text, ...alongTheWay].filter(Boolean).join('\n') ||
    event ||
    'Imported from PGN'
  const note: NewNote = {
    timeSeconds: timed.timeSeconds,
    text,
    ...(moves.length > 0 ? { moves, ...(fromStart ? {} : { startFen }) } : { fen: startFen }),
  }
  return tooLong(note) ? t('its comments are longer than 2,000 characters.') : [note]
}

/** Every game's notes, a sentence for each game that gave none, and what games left out. */
export function notesFromPgn(pgn: string): PgnReading {
  const reading: PgnReading = { notes: [], skipped: [], leftOut: [] }
  const games = gamesOf(pgn)
  if (games.length === 0) reading.skipped.push(t('There is no game in this PGN.'))
  for (const [index, game] of games.entries()) {
    const read = readOne(game)
    if ('skipped' in read)
      reading.skipped.push(
        t('Game {number} was skipped: {reason}', { number: index + 1, reason: read.skipped }),
      )
    else {
      reading.notes.push(...read.notes)
      reading.leftOut.push(
        ...read.leftOut.map((said) =>
          t('Game {number}: {problem}.', { number: index + 1, problem: said }),
        ),
      )
    }
  }
  return reading
}
