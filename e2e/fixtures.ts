import AxeBuilder from '@axe-core/playwright'
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test as base, type Locator, type Page } from '@playwright/test'
import { ALEX, GUEST } from '../src/testing/demo-logins'

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api'

/** A laptop's screen and a phone's, where a layout must keep the board in view (issue 59). */
export const LAPTOP_AND_PHONE = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const
const FAKE_YOUTUBE_API = readFileSync(path.resolve('src/testing/fake-youtube-api.js'), 'utf8')

// The demo accounts' logins, one list for every kind of test.
export { ALEX, GUEST }

/** Waits until the mock back end's worker controls the page. */
export async function waitForBackend(page: Page) {
  await page.waitForFunction(() =>
    navigator.serviceWorker?.controller?.scriptURL.includes('/sw.js'),
  )
}

/** Sends a control message to the worker (see src/shared/worker-protocol.ts) and returns its reply. */
export async function controlBackend(page: Page, message: Record<string, unknown>) {
  await waitForBackend(page)
  return page.evaluate(
    (msg) =>
      new Promise<unknown>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => resolve(event.data)
        navigator.serviceWorker.controller!.postMessage(msg, [channel.port2])
      }),
    message,
  )
}

/**
 * Keeps the first h1 the browser parses on each page `page` opens; `parsedH1Shown` then says
 * whether that very node is on screen (a hydrated page keeps it, one drawn again does not).
 */
export async function keepParsedH1(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const h1 = document.querySelector('h1')
      if (!h1) return
      ;(window as unknown as { parsedH1: Element }).parsedH1 = h1
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
}

export const parsedH1Shown = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { parsedH1: Element }).parsedH1 === document.querySelector('h1'),
  )

/**
 * axe's rules that read colours: all that a theme changes, since both themes draw the same
 * elements (docs/testing.md, "axe: each state of one journey").
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block']

export async function expectNoSeriousA11yViolations(
  page: Page,
  { rules }: { rules?: string[] } = {},
) {
  // axe reads colours as drawn: a toast still fading in has a text of half its contrast (a CI
  // run passed only on its retry). Finite animations are let end first; a spinner's never do.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const axe = new AxeBuilder({ page })
  const results = await (rules ? axe.withRules(rules) : axe).analyze()
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/**
 * Switches the page's theme in place, as a switch made in another tab does (the app follows
 * localStorage's storage event, src/features/theme/theme-context.tsx): no reload, no new journey.
 */
export async function switchTheme(page: Page, theme: 'dark' | 'light') {
  await page.emulateMedia({ colorScheme: theme })
  await page.evaluate((dark) => {
    const value = JSON.stringify({ darkTheme: dark })
    localStorage.setItem('VIDTHEME', value)
    window.dispatchEvent(new StorageEvent('storage', { key: 'VIDTHEME', newValue: value }))
  }, theme === 'dark')
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/**
 * Nothing on the page is wider than its screen, once it has laid itself out again: the drawn board
 * measures itself after a change of width (a resize is seen a frame or two later).
 */
export async function expectNoSidewaysScroll(page: Page, where = page.url()) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth), {
      message: `${where} scrolls sideways`,
    })
    .toBeLessThanOrEqual(0)
}

/**
 * axe on the state the page is in, in both themes and at each of `widths` (the page's own width
 * when none is given), switched in place (docs/testing.md, "axe: each state of one journey");
 * `atEachWidth` checks more there (a layout). The page is left in the theme and at the size it had.
 */
export async function expectAxeClean(
  page: Page,
  { widths, atEachWidth }: { widths?: number[]; atEachWidth?: () => Promise<void> } = {},
) {
  const size = page.viewportSize()!
  const theme =
    (await page.locator('html').getAttribute('data-theme')) === 'light' ? 'light' : 'dark'
  for (const width of widths ?? [size.width]) {
    if (width !== page.viewportSize()!.width) await page.setViewportSize({ ...size, width })
    await atEachWidth?.()
    await switchTheme(page, theme)
    await expectNoSeriousA11yViolations(page)
    await switchTheme(page, theme === 'dark' ? 'light' : 'dark')
    await expectNoSeriousA11yViolations(page, { rules: THEME_RULES })
  }
  await switchTheme(page, theme)
  if (page.viewportSize()!.width !== size.width) await page.setViewportSize(size)
}

/**
 * Logs the guest in through the login form, as a person does ("Remember me" when asked), and
 * waits for Explore. e2e/auth.spec.ts and the tests of a login's effects use it; the others set
 * a session up faster with loginAsGuest.
 */
export async function loginThroughForm(page: Page, { remember = false } = {}) {
  await page.goto('/login')
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check()
  await page.getByRole('button', { name: 'Guest Login' }).click()
  await expect(page).toHaveURL(/\/explore$/)
  await expectLoggedIn(page)
}

/**
 * Logs the guest in through the API and keeps the session where the app keeps it after its
 * login form (remembered: AUTH in localStorage; else the tab's sessionStorage), then opens
 * Explore logged in.
 */
export async function loginAsGuest(page: Page, { remember = false } = {}) {
  await loginAs(page, GUEST, { remember })
}

/** loginAsGuest for any account: ALEX is the demo data's curator. */
export async function loginAs(page: Page, credentials: typeof GUEST, { remember = false } = {}) {
  if (!page.url().startsWith('http')) await page.goto('/forgot')
  const { status, body } = await apiCall(page, 'POST', '/api/auth/login', { body: credentials })
  expect(status, `${credentials.email} logs in`).toBe(200)
  const { likes: _l, watchlater: _w, history: _h, playlists: _p, ...userDetails } = body.foundUser
  await page.evaluate(
    ({ session, remember }) =>
      (remember ? localStorage : sessionStorage).setItem('AUTH', JSON.stringify(session)),
    { session: { userDetails, token: body.encodedToken }, remember },
  )
  await page.goto('/explore')
  await expectLoggedIn(page)
}

// On a phone the account controls are folded into "Account menu".
const expectLoggedIn = (page: Page) =>
  expect(
    page.getByRole('banner').getByRole('button', { name: /^(Log out|Account menu)$/ }),
  ).toBeVisible()

/** The app in `theme`, as the toggle keeps it (the page must be on the app's origin). */
export async function chooseTheme(page: Page, theme: 'dark' | 'light') {
  await page.emulateMedia({ colorScheme: theme })
  await page.evaluate(
    (dark) => localStorage.setItem('VIDTHEME', JSON.stringify({ darkTheme: dark })),
    theme === 'dark',
  )
}

/** Presses Tab until `target` has focus (at most 60 times: a video page with a lesson has that many stops), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 60; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** Types a move into the page's "Move" box and presses Enter. */
export async function playMove(page: Page, move: string) {
  const box = page.getByRole('textbox', { name: 'Move' })
  await box.fill(move)
  await box.press('Enter')
}

/** The video page's own video (its cards of "More like this" follow it in the main content). */
export const videoDetails = (page: Page) => page.getByRole('main').getByRole('article').first()

/** Resolves once the app runs on the page: a prerendered page's controls work only then. */
export const waitForApp = (page: Page) =>
  page.waitForFunction(() => 'ready' in document.documentElement.dataset)

export const test = base.extend<{
  /** Which back end the project's pages talk to (playwright.config.ts): the worker, or Node. */
  backend: 'in-browser' | 'server'
  fastBackend: void
  quietConsole: void
  /** Console messages a test expects (its scenario makes the page warn). */
  expectedConsole: RegExp | null
  /** Whether the worker keeps the build for offline use, as it does for every visitor. */
  precache: boolean
}>({
  expectedConsole: [null, { option: true }],
  // Off unless a test is about it (offline, a deploy): the 230 files each page's worker fetches
  // for offline use took a share of every test's time (docs/testing.md, "The suite's time"). The
  // page's ask is dropped before it reaches the worker; the product is unchanged.
  precache: [false, { option: true }],
  backend: ['in-browser', { option: true }],
  // Every navigation waits for the app to run, as a person waits for a page to respond.
  page: async ({ page, precache }, provide) => {
    if (!precache)
      await page.addInitScript(() => {
        const worker = ServiceWorker.prototype as unknown as {
          postMessage: (...args: unknown[]) => void
        }
        const post = worker.postMessage
        worker.postMessage = function (this: unknown, ...args: unknown[]) {
          if ((args[0] as { type?: unknown } | null)?.type !== 'precache') post.apply(this, args)
        }
      })
    // YouTube cannot be reached here: its IFrame API is served by a fake (docs/testing.md).
    await page.route(YOUTUBE_API_URL, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE_API }),
    )
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitForApp(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForApp(page)
      return response
    }
    await provide(page)
  },
  // A warning or error in the console fails the test (a hydration mismatch, say); resources
  // that cannot load (YouTube's thumbnails, offline) are expected on these machines.
  quietConsole: [
    async ({ page, expectedConsole }, use) => {
      const messages: string[] = []
      page.on('console', (message) => {
        if (!['error', 'warning'].includes(message.type())) return
        if (message.text().startsWith('Failed to load resource')) return
        if (expectedConsole?.test(message.text())) return
        messages.push(`${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => {
        if (!expectedConsole?.test(error.message)) messages.push(`uncaught: ${error.message}`)
      })
      await use()
      expect(messages, 'console warnings and errors').toEqual([])
    },
    { auto: true },
  ],
  // Every test starts with the in-browser back end at delay 0 (the product default is 400 ms).
  // The delay is kept in IndexedDB, so it holds for every later page of the test.
  fastBackend: [
    async ({ page, backend }, use) => {
      if (backend === 'server') return use() // no delay there to set
      await page.goto('/forgot')
      await controlBackend(page, { type: 'set-delay', ms: 0 })
      await use()
    },
    { auto: true },
  ],
})

export { expect }

type ApiAnswer = { status: number; body: any }

/** Calls the mock back end from inside the page, as the app would. */
export function apiCall(
  page: Page,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
) {
  return page.evaluate(
    async ({ method, path, token, body }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (token) headers.authorization = token
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: await response.json() } as ApiAnswer
    },
    { method, path, token, body },
  )
}

/** The signed-in session's token, as the app keeps it ("Remember me" or this tab only). */
export const sessionToken = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('AUTH') ?? localStorage.getItem('AUTH') ?? '{}')
        .token as string,
  )

export async function guestToken(page: Page): Promise<string> {
  const { body } = await apiCall(page, 'POST', '/api/auth/login', { body: GUEST })
  return body.encodedToken
}

/**
 * A copy of the build served on its own port (its own origin, worker and caches), that a test
 * may change as a deploy would: replace the worker, delete a chunk.
 */
export async function serveCopyOfBuild(port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gambit-build-'))
  cpSync('dist', dir, { recursive: true })
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--outDir', dir, '--port', String(port), '--strictPort'],
    { stdio: 'ignore' },
  )
  const url = `http://localhost:${port}`
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return {
        url,
        dir,
        close: () => {
          server.kill()
          rmSync(dir, { recursive: true, force: true })
        },
      }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error(`the copy of the build on ${port} did not start`)
}

/** Waits until the worker has cached the build (it does so once the page runs). */
export async function waitForPrecache(page: Page) {
  // Answered once every file of the build is kept (the one under way, or a new one).
  expect(await controlBackend(page, { type: 'precache' })).toEqual({ ok: true })
}
