import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { median } from './browser.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * Best practices may lose points only to YouTube's thumbnails, which cannot load on a machine
 * without internet (console errors); any other failed audit is a real loss.
 */
function unexplainedLosses(lhr) {
  return lhr.categories['best-practices'].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .filter(
      (audit) =>
        audit.id !== 'errors-in-console' ||
        !audit.details.items.every((item) => /i\.ytimg\.com/.test(item.sourceLocation?.url ?? '')),
    )
    .map((audit) => audit.id)
}

/**
 * Median scores, first contentful paint, largest contentful paint, total blocking time and
 * cumulative layout shift (simulated mobile) over
 * `runs` cold runs (Lighthouse resets storage between runs), and any best-practice loss that is
 * not explained by offline thumbnails.
 */
export async function lighthouseScores(chromePath, url, runs, language = 'en') {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      // The browser's language: the page opens in it (docs/decisions/032).
      `--lang=${language}`,
      `--accept-lang=${language}`,
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
      samples.push({
        ...Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ),
        fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        losses: unexplainedLosses(lhr),
      })
    }
    return {
      ...Object.fromEntries(
        [...CATEGORIES, 'fcp', 'lcp', 'tbt', 'cls'].map((id) => [
          id,
          median(samples.map((s) => s[id])),
        ]),
      ),
      losses: [...new Set(samples.flatMap((sample) => sample.losses))],
    }
  } finally {
    await chrome.kill()
  }
}
