import type { Note, Video } from '@/shared/entities'
import { formatTime } from './progress'

// PGN (Portable Game Notation) tag values are quoted; comments end at "}".
const tagValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')
const comment = (text: string) => text.replace(/}/g, ')').replace(/\s+/g, ' ').trim()

/**
 * The notes with a position as PGN, ready to import into a Lichess study: one game per note,
 * starting from its position (`[SetUp "1"]`, `[FEN …]`), the note as its comment, and a link to
 * that moment of the video. Notes without a position are left out.
 */
export function notesToPgn(video: Pick<Video, '_id' | 'title'>, notes: readonly Note[]): string {
  return notes
    .filter((note): note is Note & { fen: string } => Boolean(note.fen))
    .map((note) => {
      const at = Math.floor(note.timeSeconds)
      return [
        `[Event "${tagValue(`${video.title}, ${formatTime(at)}`)}"]`,
        `[Site "https://www.youtube.com/watch?v=${encodeURIComponent(video._id)}&t=${at}s"]`,
        '[Result "*"]',
        '[SetUp "1"]',
        `[FEN "${tagValue(note.fen.trim())}"]`,
        '',
        `{${comment(note.text)}} *`,
        '',
      ].join('\n')
    })
    .join('\n')
}

/** Offers a text as a file to save. */
export function download(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
