// Screenshots of the engine's judgement in training: node scratch/shots.mjs (vite preview on 4999).
import { chromium } from '@playwright/test'
const base = 'http://localhost:4999'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const scheme of ['light', 'dark']) {
  for (const width of [320, 390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme })
    await page.goto(`${base}/singlevideo/Eas20kFpAYw`)
    const lesson = page.getByRole('region', { name: 'Lesson' })
    await lesson.getByRole('combobox', { name: 'I play' }).selectOption('black')
    await lesson.getByRole('button', { name: 'Guess the moves' }).click()
    const move = page.getByRole('region', { name: 'Board' }).getByRole('textbox', { name: 'Move' })
    for (const played of ['d5', 'e6', 'Bh3']) {
      await move.fill(played)
      await move.press('Enter')
      await lesson.getByRole('button', { name: 'Next guess' }).waitFor({ timeout: 30000 })
      if (played !== 'Bh3') await lesson.getByRole('button', { name: 'Next guess' }).click()
    }
    await lesson.getByText('What follows:').waitFor()
    await lesson.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `scratch/guess-${scheme}-${width}.png`, fullPage: false })
    await page.goto(`${base}/puzzles?id=00BNd`)
    const puzzle = page.getByRole('region', { name: 'Puzzle' })
    await puzzle.getByText('Your move.').waitFor({ timeout: 10000 })
    const box = page.getByRole('textbox', { name: 'Move' })
    await box.fill('Nxf6+')
    await box.press('Enter')
    await puzzle.getByText('What follows:').waitFor({ timeout: 30000 })
    await puzzle.getByText('What follows:').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `scratch/puzzle-${scheme}-${width}.png` })
    await page.close()
  }
}
await browser.close()
