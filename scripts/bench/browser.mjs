import { chromium } from '@playwright/test'

// What the browser benches share: the browser they run, their median, and the script time of
// an action until the page has drawn it.

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * `work(browser)` in a browser of its own, closed when it ends or after `limitMs`, whichever comes
 * first: a stage that waits for ever (a page's promise that never settles, which Playwright's
 * `evaluate` waits on without a limit) fails with `label` instead of holding the bench and leaving
 * its browser and server running (issue 64: the scale stage hung once).
 */
export async function inBrowserFor(executablePath, limitMs, label, work) {
  const browser = await launchBench(executablePath)
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${label} took longer than ${limitMs / 1000} s`)),
      limitMs,
    )
  })
  try {
    return await Promise.race([work(browser), late])
  } finally {
    clearTimeout(timer)
    await browser.close()
  }
}

/** Chromium at `executablePath`, without the background traffic that would blur the figures. */
export const launchBench = (executablePath) =>
  chromium.launch({
    executablePath,
    args: ['--disable-background-networking', '--disable-component-update'],
  })

/**
 * A timer for `page`: `timed(act)` runs `act` and answers the milliseconds of script the page ran
 * until two frames later (the change is drawn), from Chromium's own ScriptDuration.
 */
export async function scriptTimer(page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const scriptSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')
      .value
  return async (act) => {
    const before = await scriptSeconds()
    await act()
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    return ((await scriptSeconds()) - before) * 1000
  }
}

/** Sends a control message to the worker from the page (see src/worker/control.ts). */
export const control = (page, message) =>
  page.evaluate(
    (msg) =>
      new Promise((resolve, reject) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => resolve(event.data)
        navigator.serviceWorker.controller.postMessage(msg, [channel.port2])
        setTimeout(() => reject(new Error(`the worker did not answer "${msg.type}"`)), 60_000)
      }),
    message,
  )
