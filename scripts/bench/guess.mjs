import { launchBench, median, scriptTimer } from './browser.mjs'

/** The demo lesson's first moves, each guessed (as Both): right and wrong in turn. */
const GUESSES = ['d4', 'e5', 'c4', 'c6', 'Nc3', 'Nf6', 'Nc3', 'e6']

/**
 * "Guess the moves" (issue 39): the script time from a guess typed in the "Move" box to its
 * outcome on screen, over the demo lesson's first eight moves guessed as Both (median).
 */
export async function measureGuessing(executablePath, origin) {
  const browser = await launchBench(executablePath)
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  try {
    await page.goto(`${origin}/explore`, { waitUntil: 'networkidle' })
    await page.evaluate(() => localStorage.setItem('GAMBIT_GUESS_SIDE', JSON.stringify('both')))
    await page.goto(`${origin}/singlevideo/Eas20kFpAYw`, { waitUntil: 'networkidle' })
    await page.locator('.chess-board svg').first().waitFor()
    const lesson = page.getByRole('region', { name: 'Lesson' })
    await lesson.getByRole('button', { name: 'Guess the moves' }).click()
    const move = page.getByRole('region', { name: 'Board' }).getByRole('textbox', { name: 'Move' })
    const status = lesson.getByRole('status')
    const timed = await scriptTimer(page)
    const times = []
    for (const guess of GUESSES) {
      await move.fill(guess)
      times.push(await timed(() => move.press('Enter')))
      const said = await status.textContent()
      if (!/^(Correct|Also good|The lesson played)/.test(said ?? ''))
        throw new Error(`the guess ${guess} was not judged: "${said}"`)
      await lesson.getByRole('button', { name: 'Next guess' }).click()
    }
    return median(times)
  } finally {
    await browser.close()
  }
}
