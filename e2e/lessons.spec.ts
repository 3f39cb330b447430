import type { Page } from '@playwright/test'
import {
  ALEX,
  chooseTheme,
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  tabTo,
  test,
} from './fixtures'

// Lessons in a real browser (docs/product.md, "Lessons"): the demo lesson on the video page by
// pointer and by keyboard alone, the editor, and axe on both at 320 and 1280 px in both themes.

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
