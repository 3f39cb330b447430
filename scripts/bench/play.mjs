import { Chess } from 'chess.js'
import { launchBench } from './browser.mjs'

// The engine's reply on /play (docs/engine.md, "Levels"): from a learner's move in the "Move"
// box until the engine's reply is on the board's move list, at each level, on a middlegame
// (the closed Ruy Lopez after 8...d6), the page's Stockfish worker already started.

const MIDDLEGAME = 'r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N2/PP1P1PPP/RNBQR1K1 w - - 0 9'
/** Replies timed per level, after one that starts the engine. */
const SAMPLES = 8

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]
}

/** A learner's move, the same in every run: the first quiet legal move in chess.js's order. */
function learnerMove(fen) {
  const moves = new Chess(fen).moves({ verbose: true })
  return (moves.find((move) => !move.captured && !move.san.includes('+')) ?? moves[0])?.san
}

/** Each level's replies in milliseconds: p50 and p95 of SAMPLES. */
export async function measurePlay(executablePath, origin, levels = [1, 2, 3, 4, 5, 6, 7, 8]) {
  const browser = await launchBench(executablePath)
  const results = []
  try {
    for (const level of levels) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await page.goto(`${origin}/play?fen=${encodeURIComponent(MIDDLEGAME)}`)
      await page.getByRole('combobox', { name: 'Level' }).selectOption(String(level))
      await page.getByRole('button', { name: 'Start' }).click()
      const box = page.getByRole('textbox', { name: 'Move' })
      const fen = page.getByRole('textbox', { name: 'FEN' })
      const times = []
      for (let sample = 0; sample <= SAMPLES; sample++) {
        await box.waitFor({ timeout: 60_000 })
        const san = learnerMove(await fen.inputValue())
        if (!san) break
        const count = await page.locator('.board-moves li').count()
        await box.fill(san)
        const started = performance.now()
        await box.press('Enter')
        await page.waitForFunction(
          (expected) =>
            document.querySelectorAll('.board-moves li').length >= expected ||
            document.querySelector('.game-ending')?.textContent,
          count + 2,
          { polling: 'raf', timeout: 60_000 },
        )
        if (await page.locator('.game-ending').textContent()) break
        if (sample > 0) times.push(performance.now() - started)
      }
      await page.close()
      results.push({
        level,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        n: times.length,
      })
    }
  } finally {
    await browser.close()
  }
  return results
}
