import type { Assignment } from '@/shared/entities'

// "Download results" (docs/product.md, "Homework that grades itself"): a CSV a spreadsheet opens
// without a warning and without running anything a student typed as their name.

const KIND_NAMES = { playlist: 'Playlist', guess: 'Guess the moves', puzzles: 'Puzzles' } as const
/** Each count's meaning by kind, in KIND_NAMES' order: "Done" was one round or five puzzles (issue 59). */
const HEADER = [
  'Student',
  'Assignment',
  'Kind',
  'Due',
  'Right (videos watched · moves guessed · puzzles solved first try)',
  'engine-good (moves guessed that the engine judged good, counted in Right)',
  'Out of (videos · moves · puzzles)',
  'Done (videos watched · rounds played · puzzles tried)',
]

/**
 * A text field, quoted (RFC 4180); one that a spreadsheet would take for a formula (a leading
 * `=`, `+`, `-`, `@`, tab or carriage return) is given a leading apostrophe, so it shows as typed.
 */
export function csvText(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${inert.replace(/"/g, '""')}"`
}

type ResultRow = {
  student: string
  assignment: Assignment
  right: number
  goodByEngine: number | ''
  total: number
  done: number
}

/** One row per student × assignment, CRLF between rows, with a byte-order mark for UTF-8 names. */
export function resultsCsv(rows: ResultRow[]): string {
  const lines = [
    HEADER.map(csvText).join(','),
    ...rows.map(({ student, assignment, right, goodByEngine, total, done }) =>
      [
        csvText(student),
        csvText(assignment.title),
        csvText(KIND_NAMES[assignment.kind]),
        csvText(assignment.due ?? ''),
        right,
        goodByEngine,
        total,
        done,
      ].join(','),
    ),
  ]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
