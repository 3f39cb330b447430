import { launchBench, median } from './browser.mjs'

/** Milliseconds from navigation start to the first video title painted on `page` at `url`. */
async function firstTitle(page, url) {
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

/**
 * Milliseconds from navigation start to the first video title on the screen of each of `urls`,
 * median of `runs`: cold (a new browser profile: no worker, no cache) and warm (the same profile
 * again at once). The urls are interleaved within each run, so that builds compared side by side
 * (issue 64: this build and the wave-3 build) meet the machine's drift alike.
 */
export async function timeToFirstTitle(executablePath, urls, runs) {
  const browser = await launchBench(executablePath)
  const samples = urls.map(() => ({ cold: [], warm: [] }))
  try {
    for (let run = 0; run < runs; run++)
      for (const [index, url] of urls.entries()) {
        const context = await browser.newContext()
        const page = await context.newPage()
        samples[index].cold.push(await firstTitle(page, url))
        samples[index].warm.push(await firstTitle(page, url))
        await context.close()
      }
    return samples.map(({ cold, warm }) => ({ cold: median(cold), warm: median(warm) }))
  } finally {
    await browser.close()
  }
}
