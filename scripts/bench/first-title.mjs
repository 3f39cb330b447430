import { launchBench, median } from './browser.mjs'

/**
 * Milliseconds from navigation start to the first video title on the screen of `url`, median of
 * `runs`: cold (a new browser profile: no worker, no cache) and warm (the same profile again).
 */
export async function timeToFirstTitle(executablePath, url, runs) {
  const browser = await launchBench(executablePath)
  const firstTitle = async (page) => {
    await page.goto(url)
    await page.locator('main article h2').first().waitFor()
    // Element Timing: when the first card's title (elementtiming="video-title") was painted.
    return page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((list) => {
            const titles = list.getEntries().filter((e) => e.identifier === 'video-title')
            if (titles.length) resolve(Math.min(...titles.map((e) => e.renderTime || e.loadTime)))
          }).observe({ type: 'element', buffered: true }),
        ),
    )
  }
  try {
    const cold = []
    const warm = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      cold.push(await firstTitle(page))
      warm.push(await firstTitle(page))
      await context.close()
    }
    return { cold: median(cold), warm: median(warm) }
  } finally {
    await browser.close()
  }
}
