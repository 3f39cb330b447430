import { thousands } from '@/shared/thousands'

// The import's progress (server/import-puzzles.ts): on a terminal, one bar redrawn in place; in a
// log (CI, a pipe), a line at every tenth of the file. A bar of our own: it is this one line.

const WIDTH = 30

export function progressLine(totalBytes: number, terminal: boolean) {
  let shownTenth = 0
  return {
    show(bytes: number, rows: number) {
      const share = totalBytes > 0 ? Math.min(1, bytes / totalBytes) : 1
      const percent = Math.floor(share * 100)
      if (terminal) {
        const filled = Math.round(share * WIDTH)
        const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`
        process.stdout.write(`\r${bar} ${percent}% ${thousands(rows)} rows`)
      } else if (Math.floor(percent / 10) > shownTenth) {
        shownTenth = Math.floor(percent / 10)
        console.log(`progress: ${percent}% ${rows} rows`)
      }
    },
    done(rows: number) {
      if (terminal) process.stdout.write(`\r${' '.repeat(WIDTH + 30)}\r`)
      else console.log(`progress: done, ${rows} rows`)
    },
  }
}
