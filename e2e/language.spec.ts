import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  keepParsedH1,
  parsedH1Shown,
  test,
} from './fixtures'

// Gambit in your language (docs/product.md): the browser's language on a first visit, the first
// paint already in it, a Spanish journey with nothing left in English, Hindi drawn, axe in each.

const spanish = JSON.parse(readFileSync('src/i18n/catalogues/es.json', 'utf8')) as Record<
  string,
  string
>
/** English words the Spanish page must never show: each message Spanish says otherwise. */
const ENGLISH_ONLY = new Set(
  Object.entries(spanish)
    .filter(([english, said]) => said !== english && !english.includes('{'))
    .map(([english]) => english),
)

/** The page's visible words and accessible names that are English messages Spanish translates. */
const englishOnScreen = (page: Page) =>
  page.evaluate(
    (english) => {
      const found = new Set<string>()
      const shown = (element: Element | null) =>
        element !== null &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden'
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? ''
        if (english.includes(text) && shown(node.parentElement)) found.add(text)
      }
      for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]'))
        for (const name of ['aria-label', 'placeholder', 'title']) {
          const value = element.getAttribute(name)?.trim() ?? ''
          if (english.includes(value)) found.add(`${name}="${value}"`)
        }
      return [...found]
    },
    [...ENGLISH_ONLY],
  )

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' })

  test('its first paint is Spanish: lang="es", and no English is ever on screen first', async ({
    page,
  }) => {
    // Every frame from the first: is English text showing?
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { englishFrames: string[] }).englishFrames = seen
      const look = () => {
        const root = document.getElementById('root')
        if (
          root &&
          getComputedStyle(root).visibility !== 'hidden' &&
          /\bExplore\b/.test(root.innerText)
        )
          seen.push(root.innerText.slice(0, 80))
        if (performance.now() < 5000) requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const library = page.getByRole('navigation', { name: 'Biblioteca' })
    await expect(library.getByRole('link', { name: 'Explorar' })).toBeVisible()
    await page.waitForTimeout(500)
    expect(
      await page.evaluate(() => (window as unknown as { englishFrames: string[] }).englishFrames),
    ).toEqual([])
    expect(await englishOnScreen(page)).toEqual([])
    await expectNoSeriousA11yViolations(page)
  })

  test('its pages arrive prerendered in Spanish, and are hydrated, not drawn again', async ({
    browser,
    page,
  }) => {
    const withoutScripts = await browser.newPage({ javaScriptEnabled: false, locale: 'es-ES' })
    await withoutScripts.goto('/explore')
    await expect(withoutScripts.locator('html')).toHaveAttribute('lang', 'es')
    await expect(withoutScripts.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible()
    await expect(
      withoutScripts.getByRole('navigation', { name: 'Biblioteca' }).getByRole('link', {
        name: 'Historial',
      }),
    ).toBeVisible()
    await withoutScripts.close()
    await keepParsedH1(page)
    await page.goto('/explore')
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible()
    // Hydrated: the select works, and the h1 the browser parsed is the one on screen.
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es')
    await page.waitForFunction(() => 'ready' in document.documentElement.dataset)
    expect(await parsedH1Shown(page)).toBe(true)
  })

  test('a device that chose English is answered in English, even from a Spanish browser', async ({
    page,
  }) => {
    await page.goto('/explore')
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en')
    await expect(page.getByRole('navigation', { name: 'Library' })).toBeVisible()
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible()
  })

  test('a journey in Spanish: explore, a video, the board’s "Jugada" box with Spanish letters, the review', async ({
    page,
  }) => {
    await page.goto('/explore')
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible()
    // The shipped categories are product words: named in Spanish on the chips and the cards.
    const categories = page.getByRole('group', { name: 'Categorías' })
    await expect(categories.getByRole('button', { name: 'Análisis' })).toBeVisible()
    await expect(page.getByText(/^Análisis · /).first()).toBeVisible()
    expect(await englishOnScreen(page)).toEqual([])
    await page.goto('/singlevideo/wofz0k6FCMU')
    const board = page.getByRole('region', { name: 'Tablero' })
    const move = board.getByRole('textbox', { name: 'Jugada' })
    await move.fill('Cf3')
    await move.press('Enter')
    // Spanish letters read, the score sheet in SAN, the move said in Spanish.
    await expect(board.getByRole('list', { name: 'Jugadas', exact: true })).toContainText('Nf3')
    await expect(board.getByText('Las blancas juegan caballo f3')).toBeAttached()
    // English SAN is taken too.
    await move.fill('Nc6')
    await move.press('Enter')
    await expect(board.getByText('Las negras juegan caballo c6')).toBeAttached()
    // Every word the drawn board gives the accessibility tree is Spanish too (issue 59).
    const drawn = board.getByRole('application', { name: 'Tablero de ajedrez' })
    await expect(board.getByRole('list', { name: 'Piezas blancas' })).toContainText('caballo f3')
    await expect(board.getByRole('list', { name: 'Piezas negras' })).toContainText('caballo c6')
    await drawn.focus()
    await expect(board.getByText('a1 torre blanca', { exact: true })).toBeAttached()
    await drawn.press('ArrowRight')
    await expect(board.getByText('b1 caballo blanco', { exact: true })).toBeAttached()
    await drawn.press('ArrowUp')
    await drawn.press('ArrowUp')
    await expect(board.getByText('b3 vacía', { exact: true })).toBeAttached()
    expect(await englishOnScreen(page)).toEqual([])
    await expectNoSeriousA11yViolations(page)
    await page.goto('/review')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await englishOnScreen(page)).toEqual([])
    await expectNoSeriousA11yViolations(page)
  })
})

test('the select "Language" repaints the page in Hindi at once, remembered on the device; Hindi has its letters', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const library = page.getByRole('navigation', { name: 'लाइब्रेरी' })
  await expect(library.getByRole('link', { name: 'खोजें' })).toBeVisible()
  // "Play" a game, not the Move box's "Play" a move (चलें): the same English, two messages.
  await expect(library.getByRole('link', { name: 'खेलें', exact: true })).toBeVisible()
  // Focus stays on the select, drawn again in Hindi.
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toBeFocused()
  await page.evaluate(() => document.fonts.ready)
  // Devanagari in the font the page ships: no missing-glyph boxes (the screenshot, looked at).
  expect(
    await page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.includes('Noto Sans Devanagari') && face.status === 'loaded',
      ),
    ),
  ).toBe(true)
  await testInfo.attach('hindi', { body: await page.screenshot(), contentType: 'image/png' })
  await expectNoSeriousA11yViolations(page)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('navigation', { name: 'लाइब्रेरी' })).toBeVisible()
  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en')
  await expect(page.getByRole('navigation', { name: 'Library' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
