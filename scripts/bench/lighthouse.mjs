import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { median } from './browser.mjs'
import { ownBlocking } from './own-blocking.mjs'

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

/** One cold Lighthouse run of `url` in a browser of its own (a fresh profile: no cache, no worker). */
async function coldRun(chromePath, url, language) {
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
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    return {
      ...Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ),
      fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      ownTbt: ownBlocking(artifacts.Trace.traceEvents),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      losses: unexplainedLosses(lhr),
    }
  } finally {
    await chrome.kill()
  }
}

/**
 * Each route's median scores, first contentful paint, largest contentful paint, total blocking
 * time (and the page's own, by its main thread's CPU: ./own-blocking.mjs) and cumulative layout
 * shift (simulated mobile) over `runs` rounds, and any best-practice loss that offline thumbnails
 * do not explain. As a first-time visitor meets them (issue 64): every sample in a browser of its
 * own, the routes interleaved within each round, so that the machine's drift during the run
 * weighs on every route alike.
 */
export async function lighthouseRounds(chromePath, origin, routes, runs, language = 'en') {
  const samples = Object.fromEntries(routes.map((route) => [route, []]))
  for (let run = 0; run < runs; run++)
    for (const route of routes)
      samples[route].push(await coldRun(chromePath, `${origin}${route}`, language))
  return Object.fromEntries(
    routes.map((route) => [
      route,
      {
        ...Object.fromEntries(
          [...CATEGORIES, 'fcp', 'lcp', 'tbt', 'ownTbt', 'cls'].map((id) => [
            id,
            median(samples[route].map((sample) => sample[id])),
          ]),
        ),
        losses: [...new Set(samples[route].flatMap((sample) => sample.losses))],
        tbts: samples[route].map((sample) => Math.round(sample.tbt)),
        ownTbts: samples[route].map((sample) => Math.round(sample.ownTbt)),
      },
    ]),
  )
}
