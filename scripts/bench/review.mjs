import { launchBench, median, scriptTimer } from './browser.mjs'

const DRILLS = 8

/**
 * /review (docs/performance.md): the script time from the learner's move (Enter in the "Move"
 * box) until "Correct!" is drawn, over the right answers of `DRILLS` drills answered alternately
 * right and wrong (median; a miss waits for the engine's verdict), as the guest with drills made
 * through the API.
 */
export async function measureReview(executablePath, origin) {
  const browser = await launchBench(executablePath)
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  try {
    await page.goto(`${origin}/login`)
    await page.getByRole('button', { name: 'Guest Login' }).click()
    await page.waitForURL(/\/explore$/)
    await page.evaluate(async (count) => {
      const { token } = JSON.parse(sessionStorage.getItem('AUTH'))
      const post = (path, body) =>
        fetch(path, {
          method: 'POST',
          headers: { authorization: token },
          body: JSON.stringify(body),
        }).then((answer) => answer.json())
      for (let n = 0; n < count; n++) {
        const { notes } = await post('/api/user/notes/Eas20kFpAYw', {
          note: { timeSeconds: n, text: `Drill ${n}`, moves: ['e4', 'e5'] },
        })
        const note = notes.find((each) => each.text === `Drill ${n}`)
        await post('/api/user/drills', { drill: { noteId: note._id, solution: ['Nf3'] } })
      }
    }, DRILLS)
    await page.goto(`${origin}/review`)
    const move = page.getByRole('textbox', { name: 'Move' })
    const timed = await scriptTimer(page)
    const times = []
    for (let n = 0; n < DRILLS; n++) {
      await move.waitFor()
      const right = n % 2 === 0
      // A miss is judged by the engine first (docs/engine.md, "In the trainers"): 2. g4 is one
      // it finds bad; its time is the engine's, so only the right answers are timed.
      await move.fill(right ? 'Nf3' : 'g4')
      const answered = timed(() => move.press('Enter'))
      if (right) times.push(await answered)
      else await answered
      const status = page.locator('.review-status')
      if (!right) await status.filter({ hasText: /^Not quite/ }).waitFor({ timeout: 60_000 })
      const said = await status.textContent()
      if (!said.startsWith(right ? 'Correct!' : 'Not quite'))
        throw new Error(`the review said "${said}"`)
      await page.getByRole('button', { name: right ? /^Good/ : 'Next drill' }).click()
    }
    return { answerMs: median(times) }
  } finally {
    await browser.close()
  }
}
