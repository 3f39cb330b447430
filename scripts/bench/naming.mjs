import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'vite'

/**
 * Naming a position (issue 40): the time of `openingOf` over each position of 200 games of 80
 * plies played at random from the start (most leave the named lines early, so each walks back
 * far), with the build's names file; the slowest call and the median, in ms.
 */
export async function measureNaming(dist) {
  const vite = await createServer({
    server: { middlewareMode: true },
    appType: 'custom',
    logLevel: 'warn',
  })
  try {
    const { openingOf } = await vite.ssrLoadModule('/src/shared/opening-names.ts')
    const { Chess } = await import('chess.js')
    const file = readdirSync(`${dist}/assets`).find((name) => name.startsWith('opening-names-'))
    const names = JSON.parse(readFileSync(`${dist}/assets/${file}`, 'utf8'))
    let seed = 7
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    const times = []
    // The first 20 games warm the code up (its first calls are compiled, not named): not timed.
    for (let game = 0; game < 220; game++) {
      const chess = new Chess()
      const positions = [chess.fen()]
      for (let ply = 0; ply < 80 && !chess.isGameOver(); ply++) {
        const moves = chess.moves()
        chess.move(moves[Math.floor(random() * moves.length)])
        positions.push(chess.fen())
        const started = performance.now()
        openingOf(names, positions)
        if (game >= 20) times.push(performance.now() - started)
      }
    }
    times.sort((a, b) => a - b)
    return { max: times.at(-1), median: times[Math.floor(times.length / 2)] }
  } finally {
    await vite.close()
  }
}
