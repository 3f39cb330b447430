import type { Page } from '@playwright/test'
import {
  ALEX,
  apiCall,
  expect,
  expectAxeClean,
  expectNoSidewaysScroll,
  loginAs,
  playMove as play,
  sessionToken,
  tabTo,
  test,
  waitForApp,
} from './fixtures'

// Drills from a lesson in a real browser (docs/product.md, "Drills that accept every good
// move"): the missed guesses drilled on /review, a lesson's `!` variation accepted (the
// chessdriller#19 case), "Accept Nc3 too", and "Train this lesson"; axe on both.

const VIDEO = '/singlevideo/Eas20kFpAYw'

/** Alex (a curator, and a learner too) records a lesson in which 2. Bf4! is as good as 2. c4. */
async function lessonWithGoodBf4(page: Page) {
  await loginAs(page, ALEX)
  const saved = await apiCall(page, 'PUT', '/api/catalogue/videos/Eas20kFpAYw/lesson', {
    token: await sessionToken(page),
    body: { pgn: '1. d4 d5 2. c4 (2. Bf4! e6) c6 *' },
  })
  expect(saved.status).toBe(200)
}

test('"Drill the ones I missed", then /review takes c4 and Bf4!, and "Accept Nc3 too" holds at the next review', async ({
  page,
}) => {
  await lessonWithGoodBf4(page)
  await page.goto(VIDEO)
  const lesson = page.getByRole('region', { name: 'Lesson' })
  await lesson.getByRole('button', { name: 'Guess the moves' }).click()
  await play(page, 'd4')
  await lesson.getByRole('button', { name: 'Next guess' }).click()
  // 2. g4, a pawn given away: a miss by the lesson and by the engine too.
  await play(page, 'g4')
  await expect(lesson.getByRole('status')).toHaveText('The lesson played 2. c4.', {
    timeout: 30_000,
  })
  await lesson.getByRole('button', { name: 'Next guess' }).click()
  await expect(lesson.getByRole('status')).toHaveText('You guessed 1 of 2 moves.')
  await lesson.getByRole('button', { name: 'Drill the ones I missed' }).click()
  await expect(page.getByText('1 drill saved!')).toBeVisible()

  await page.getByRole('link', { name: 'Review 1' }).click()
  await expect(page.getByText('1 due')).toBeVisible()
  await expect(
    page.getByRole('link', { name: "From the lesson of Anand's Immortal, move 2" }),
  ).toHaveAttribute('href', VIDEO)
  const again = page.getByRole('button', { name: 'Again · now' })
  await play(page, 'Bf4')
  await expect(page.getByText('Also correct!')).toBeVisible()
  await again.click()
  await play(page, 'c4')
  await expect(page.getByText('Correct!', { exact: true })).toBeVisible()
  await again.click()
  // 2. Nc3 is as good as 2. c4 by the engine: no miss, and "Accept Nc3 too" as after one.
  await play(page, 'Nc3')
  await expect(page.getByText('Good move, but the line you train is c4. Try again.')).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expectAxeClean(page, { widths: [320, 1280] })
  await page.getByRole('button', { name: 'Accept Nc3 too' }).click()
  await expect(page.getByText('Nc3 is accepted from now on.')).toBeVisible()
  await again.click()
  // From the back end, on a page read anew.
  await page.reload()
  await expect(page.getByText('1 due')).toBeVisible()
  await play(page, 'Nc3')
  await expect(page.getByText('Also correct!')).toBeVisible()
  await page.getByRole('button', { name: /^Good · / }).click()
  await expect(page.getByText('Nothing to review right now.')).toBeVisible()
})

test('"Train this lesson" and a miss on /review by keyboard on a 320 px phone; axe clean at 320 and 1280 px in both themes', async ({
  page,
}) => {
  // A long journey (three pages, eight axe scans, a keyboard walk).
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 320, height: 900 })
  await lessonWithGoodBf4(page)
  await page.goto(VIDEO)
  await waitForApp(page)
  const lesson = page.getByRole('region', { name: 'Lesson' })
  // By keyboard from the region's heading (a curator's page has many links before it): Tab to
  // "Train this lesson", Enter. The region drawn in full first: a heading clicked before it
  // redraws leaves the Tab to start from the top of the page.
  await expect(lesson.getByRole('button', { name: 'Train this lesson' })).toBeVisible()
  await lesson.getByRole('heading', { name: 'Lesson' }).click()
  await tabTo(page, lesson.getByRole('button', { name: 'Train this lesson' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('2 drills saved!')).toBeVisible()
  await expect(lesson.getByText('Training this lesson as White: 2 drills')).toBeFocused()
  const atEachWidth = () => expectNoSidewaysScroll(page)
  await expectAxeClean(page, { widths: [320, 1280], atEachWidth })

  await page.goto('/review')
  await expect(page.getByText('2 due')).toBeVisible()
  await expect(
    page.getByRole('link', { name: "From the lesson of Anand's Immortal, move 1" }),
  ).toBeVisible()
  await play(page, 'g4')
  await expect(page.getByText(/^Not quite\. The answer was /)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Accept g4 too' })).toBeVisible()
  await expectAxeClean(page, { widths: [320, 1280], atEachWidth })

  // "Stop training" by keyboard, through its dialog; the focus comes back to "Train this lesson".
  await page.goto(VIDEO)
  await waitForApp(page)
  await expect(lesson.getByRole('button', { name: 'Stop training' })).toBeVisible()
  await lesson.getByRole('heading', { name: 'Lesson' }).click()
  await tabTo(page, lesson.getByRole('button', { name: 'Stop training' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Stop training this lesson?' })
  await tabTo(page, dialog.getByRole('button', { name: 'Stop training' }))
  await page.keyboard.press('Enter')
  await expect(lesson.getByRole('button', { name: 'Train this lesson' })).toBeFocused()
})
