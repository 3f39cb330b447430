import { chromium } from '@playwright/test'
const base = 'http://localhost:4999'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const scheme of ['light', 'dark']) {
  for (const width of [320, 390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme })
    await page.goto(`${base}/play`)
    await page.getByRole('button', { name: 'Start' }).waitFor()
    await page.screenshot({ path: `scratch/play-setup-${scheme}-${width}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Start' }).click()
    const box = page.getByRole('textbox', { name: 'Move' })
    await box.fill('e4')
    await box.press('Enter')
    await page.locator('.board-moves li').nth(1).waitFor({ timeout: 30000 })
    await page.screenshot({ path: `scratch/play-game-${scheme}-${width}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Resign' }).click()
    await page.getByText('You resigned. Stockfish wins.').waitFor()
    await page.screenshot({ path: `scratch/play-over-${scheme}-${width}.png`, fullPage: true })
    await page.goto(`${base}/analysis?fen=${encodeURIComponent('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')}&moves=f3+e5+g4+Qh4%23&review=white`)
    await page.getByRole('region', { name: 'Learn from your mistakes' }).waitFor({ timeout: 60000 })
    await page.getByRole('region', { name: 'Engine review' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `scratch/review-${scheme}-${width}.png`, fullPage: false })
    await page.close()
  }
}
await browser.close()
