import { launchBench, median } from './browser.mjs'

// Gambit in your language (docs/decisions/032): what a Spanish visitor's first paint costs
// beside an English one's, and how long a change of language takes to repaint.

/** The first contentful paint of `url` in a browser that speaks `locale`, median of `runs`. */
async function firstPaint(browser, url, locale, runs) {
  const paints = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await page.goto(url)
    await page.locator('main h1').first().waitFor()
    paints.push(
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            new PerformanceObserver((list) => {
              const [paint] = list.getEntriesByName('first-contentful-paint')
              if (paint) resolve(paint.startTime)
            }).observe({ type: 'paint', buffered: true }),
          ),
      ),
    )
    await context.close()
  }
  return median(paints)
}

/**
 * Milliseconds from choosing a language in the select "Language" until the page has drawn it
 * (two frames after the sidebar names itself in it): the first choice, made as a person makes it
 * (the pointer on the select, which starts fetching the words, a moment before the choice), and
 * the median of later ones.
 */
async function switchTimes(browser, url, turns) {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto(url)
  await page.locator('main h1').first().waitFor()
  const choose = (language, libraryName) =>
    page.evaluate(
      ([language, libraryName]) =>
        new Promise((resolve) => {
          const select = document.querySelector('select[data-place="sidebar"]')
          const started = performance.now()
          const drawn = () =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(performance.now() - started)),
            )
          const watch = () =>
            document.querySelector(`nav[aria-label="${libraryName}"]`)
              ? drawn()
              : requestAnimationFrame(watch)
          select.value = language
          select.dispatchEvent(new Event('change', { bubbles: true }))
          watch()
        }),
      [language, libraryName],
    )
  try {
    await page.locator('select[data-place="sidebar"]').hover()
    await page.waitForTimeout(300)
    const first = await choose('es', 'Biblioteca')
    const later = []
    for (let turn = 0; turn < turns; turn++) {
      later.push(await choose('en', 'Library'))
      later.push(await choose('es', 'Biblioteca'))
    }
    return { first, later: median(later) }
  } finally {
    await context.close()
  }
}

export async function measureLanguages(executablePath, origin) {
  const browser = await launchBench(executablePath)
  try {
    return {
      englishPaint: await firstPaint(browser, `${origin}/`, 'en-US', 5),
      spanishPaint: await firstPaint(browser, `${origin}/`, 'es-ES', 5),
      switching: await switchTimes(browser, `${origin}/`, 5),
    }
  } finally {
    await browser.close()
  }
}
