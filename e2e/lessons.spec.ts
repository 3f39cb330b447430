import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { players, playThenStopAt, waitForPlayer } from './fake-player'
import {
  ALEX,
  apiCall,
  chooseTheme,
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  sessionToken,
  tabTo,
  test,
} from './fixtures'

// Lessons in a real browser (docs/product.md, "Lessons"): the demo lesson on the video page by
// pointer and by keyboard alone, "Follow the video" with the fake player, the editor's whole
// journey, and axe on both at 320 and 1280 px in both themes.

const VIDEO = '/singlevideo/Eas20kFpAYw'

async function openLesson(page: Page, width = 1280) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(VIDEO)
  const lesson = page.getByRole('region', { name: 'Lesson' })
  await expect(lesson.getByRole('list', { name: 'Lesson moves' })).toBeVisible()
  const fen = page.getByRole('region', { name: 'Board' }).getByRole('textbox', { name: 'FEN' })
  return { lesson, fen }
}

test('a lesson move clicked shows its position on the drawn board and is marked', async ({
  page,
}) => {
  const { lesson, fen } = await openLesson(page)
  await lesson.getByRole('button', { name: '14. f4' }).click()
  await expect(fen).toHaveValue(
    '2rq1rk1/pb1n1ppN/3bp3/1pp5/3P1Pn1/P1NBP3/1PQ3PP/R1B2RK1 b - - 0 14',
  )
  await expect(lesson.getByRole('button', { name: '14. f4' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  // The drawn board shows it: a white pawn on f4.
  await expect(page.locator('.chess-board [data-piece="wp"][data-square="f4"]')).toBeAttached()
})

test('by keyboard alone: Tab to "Next move", Enter, then the arrow keys walk the lesson', async ({
  page,
}) => {
  const { lesson, fen } = await openLesson(page)
  await tabTo(page, lesson.getByRole('button', { name: 'Next move' }))
  await page.keyboard.press('Enter')
  await expect(lesson.getByRole('button', { name: '1. d4' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(lesson.getByRole('button', { name: '2. c4' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.keyboard.press('ArrowLeft')
  await expect(fen).toHaveValue('rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2')
})

for (const width of [320, 1280])
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: the video page with its lesson at ${width} px, ${theme}`, async ({ page }) => {
      await page.goto('/explore')
      await chooseTheme(page, theme)
      const { lesson } = await openLesson(page, width)
      await lesson.getByRole('button', { name: '13... Ng4' }).click()
      await expectNoSeriousA11yViolations(page)
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })

    test(`axe: the lesson editor at ${width} px, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await loginAs(page, ALEX)
      await chooseTheme(page, theme)
      await page.goto('/studio/lesson/Eas20kFpAYw')
      const lesson = page.getByRole('region', { name: 'Lesson' })
      await lesson.getByRole('button', { name: '12. Ng5' }).click()
      await expect(lesson.getByRole('textbox', { name: 'Comment' })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }

const timedLesson = '1. d4 {[%vt 10]} d5 {[%vt 20]} 2. c4 {[%vt 30] The gambit.} *'

test('"Follow the video": the drawn board shows each timed move as the player passes it and when it is sought back', async ({
  page,
}) => {
  await loginAs(page, ALEX)
  const saved = await apiCall(page, 'PUT', '/api/catalogue/videos/Eas20kFpAYw/lesson', {
    token: await sessionToken(page),
    body: { pgn: timedLesson },
  })
  expect(saved.status).toBe(200)
  const { lesson, fen } = await openLesson(page)
  await expect(page.getByRole('checkbox', { name: 'Follow the video' })).toBeChecked()
  await playThenStopAt(page, "Anand's Immortal", 25)
  const d5 = lesson.getByRole('button', { name: '1... d5' })
  await expect(d5).toHaveAttribute('aria-current', 'true')
  await expect(fen).toHaveValue('rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2')
  await expect(page.locator('.chess-board [data-piece="bp"][data-square="d5"]')).toBeAttached()
  await page.evaluate(`(${players})()[0].seekTo(12)`)
  await expect(lesson.getByRole('button', { name: '1. d4' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(page.locator('.chess-board [data-piece="bp"][data-square="d5"]')).not.toBeAttached()
  await page.evaluate(`(${players})()[0].seekTo(31)`)
  await expect(lesson.getByRole('button', { name: '2. c4' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(page.locator('.chess-board [data-piece="wp"][data-square="c4"]')).toBeAttached()
})

test('the editor records three moves at the player’s times, branches, promotes, saves, keeps them after a reload, and its export imports into another video the same', async ({
  page,
}) => {
  await loginAs(page, ALEX)
  await page.goto('/studio/lesson/wofz0k6FCMU')
  const lesson = page.getByRole('region', { name: 'Lesson' })
  const move = page.getByRole('region', { name: 'Board' }).getByRole('textbox', { name: 'Move' })
  const play = async (san: string) => {
    await move.fill(san)
    await move.press('Enter')
  }
  await page.getByRole('button', { name: /^Play / }).click()
  await waitForPlayer(page)
  await page.getByRole('checkbox', { name: 'Record moves' }).check()
  for (const [seconds, san] of [
    [10, 'e4'],
    [20, 'e5'],
    [30, 'Nf3'],
  ] as const) {
    await page.evaluate(
      `(() => { const p = (${players})()[0]; p.seekTo(${seconds}); p.pauseVideo() })()`,
    )
    await play(san)
  }
  const list = lesson.getByRole('list', { name: 'Lesson moves' })
  await expect(list.getByRole('button', { name: '2. Nf3' })).toBeVisible()
  await lesson.getByRole('button', { name: '1... e5' }).click()
  await page.evaluate(`(${players})()[0].seekTo(40)`)
  await play('Nc3')
  await lesson.getByRole('button', { name: 'Make main line' }).click()
  await expect(list.locator(':scope > li').nth(2)).toHaveText(/^2\. Nc3/)
  await page.getByRole('button', { name: 'Save lesson' }).click()
  await expect(page.getByText('Lesson saved!')).toBeVisible()

  await page.reload()
  await expect(list.locator(':scope > li').nth(2)).toHaveText(/^2\. Nc3 ?0:40/)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PGN' }).click(),
  ])
  const pgn = readFileSync((await download.path())!, 'utf8')
  expect(pgn).toContain('[%vt 40]')

  await page.goto('/studio/lesson/6IegDENuxU4')
  await page.getByRole('button', { name: 'Import PGN' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import PGN' })
  await dialog.getByLabel('PGN file').setInputFiles({
    name: 'lesson.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from(pgn),
  })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('button', { name: 'Save lesson' }).click()
  await expect(page.getByText('Lesson saved!')).toBeVisible()
  const stored = async (videoId: string) =>
    (await apiCall(page, 'GET', `/api/videos/${videoId}/lesson`)).body.lesson.moves
  expect(await stored('6IegDENuxU4')).toEqual(await stored('wofz0k6FCMU'))
  expect((await stored('6IegDENuxU4'))[2]).toMatchObject({ san: 'Nc3', timeSeconds: 40 })
})
