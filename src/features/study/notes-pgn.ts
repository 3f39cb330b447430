import type { Drill, Note, Video } from '@/shared/entities'
import { plyOf } from '@/shared/move-numbers'
import { DRILL_ANSWER } from './pgn-words'
import { formatTime } from './progress'

// PGN (Portable Game Notation) tag values are quoted. A comment in braces ends at the first "}",
// and PGN has no escape for it: a text holding one becomes a ";" comment, which runs to the end
// of its line and may hold anything (pgn-read.ts reads both back the same).
const tagValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
/** A comment of `lines`, then the game's moves (a ";" comment's line ends before them). */
const commented = (lines: string[], moves: string) =>
  lines.some((line) => line.includes('}'))
    ? `${lines.map((line) => `; ${line}`).join('\n')}\n${moves}`
    : `{ ${lines.join('\n')} } ${moves}`

const headers = (video: Pick<Video, '_id' | 'title'>, at: number, title: string) => [
  `[Event "${tagValue(`${video.title}, ${title}`)}"]`,
  `[Site "https://www.youtube.com/watch?v=${encodeURIComponent(video._id)}&t=${at}s"]`,
  '[Result "*"]',
]

/** A note in a PGN comment: its moment, then its text (`12:34 Note text`). */
const noteLine = (note: Note) => `${formatTime(Math.floor(note.timeSeconds))} ${oneLine(note.text)}`

/**
 * Moves as PGN move text, numbered from the position they start from (`1. e4 c5 2. Nf3`, or
 * `12... Rd8 13. Qe2` when Black moves first).
 */
export function moveText(startFen: string | undefined, moves: readonly string[]): string {
  return moves
    .flatMap((move, index) => {
      const { number, white } = plyOf(startFen, index)
      if (white) return [`${number}.`, move]
      return index === 0 ? [`${number}...`, move] : [move]
    })
    .join(' ')
}

/**
 * A note with a position as one game: set up from where its moves start, if not the start; its
 * drill's answer, if it has one, after its moves (`{ Drill answer } 3. Nf3`).
 */
function positionGame(
  video: Pick<Video, '_id' | 'title'>,
  note: Note & { fen: string },
  drill: Drill | undefined,
) {
  const at = Math.floor(note.timeSeconds)
  const moves = note.moves ?? []
  const setUp = moves.length > 0 ? note.startFen : note.fen
  const answer = drill ? [`{ ${DRILL_ANSWER} }`, moveText(note.fen, drill.solution)] : []
  return [
    ...headers(video, at, formatTime(at)),
    ...(setUp ? ['[SetUp "1"]', `[FEN "${tagValue(setUp.trim())}"]`] : []),
    '',
    commented([noteLine(note)], [moveText(setUp, moves), ...answer, '*'].filter(Boolean).join(' ')),
    '',
  ]
}

/**
 * The notes as PGN, ready to import into a Lichess study (docs/product.md, "A board beside every
 * video"): one game per note with a position, set up from where its moves start (`[SetUp "1"]`,
 * `[FEN …]`, left out for the initial position), its moment and text as the first comment, then
 * its moves, and a link to that moment of the video. The notes without a position are one more
 * game from the initial position, a comment with a note a line, so that nothing the learner
 * wrote is left out.
 */
export function notesToPgn(
  video: Pick<Video, '_id' | 'title'>,
  notes: readonly Note[],
  drills: readonly Drill[] = [],
): string {
  const games = notes
    .filter((note): note is Note & { fen: string } => Boolean(note.fen))
    .map((note) =>
      positionGame(
        video,
        note,
        drills.find((drill) => drill.noteId === note._id),
      ),
    )
  const textOnly = notes.filter((note) => !note.fen)
  if (textOnly.length > 0)
    games.push([
      ...headers(video, Math.floor(textOnly[0]!.timeSeconds), 'notes'),
      '',
      // One comment, a note a line: a game holds one comment before its moves.
      commented(textOnly.map(noteLine), '*'),
      '',
    ])
  return games.map((lines) => lines.join('\n')).join('\n')
}
