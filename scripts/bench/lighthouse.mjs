import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** Median score per category over `runs` cold runs (Lighthouse resets storage between runs). */
export async function lighthouseScores(chromePath, url, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  try {
    const samples = []
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      })
      samples.push(
        Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ),
      )
    }
    const median = (id) =>
      samples.map((sample) => sample[id]).sort((a, b) => a - b)[Math.floor(runs / 2)]
    return Object.fromEntries(CATEGORIES.map((id) => [id, median(id)]))
  } finally {
    await chrome.kill()
  }
}
