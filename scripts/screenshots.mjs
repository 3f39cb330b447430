// npm run screenshots: pictures of the main routes, for looking at a change and for the README.
// Builds the product, serves it, and writes PNGs to docs/screenshots/ (or --out DIR), at the
// widths given by --widths (default 390) in both themes, logged in as the guest with a few saved
// videos; `--full` takes whole pages. `:playlist` in a route is the id of the playlist made. Not a
// test: it checks nothing.
import { chromium } from '@playwright/test'
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { findChromium } from './find-chromium.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
const out = option('out', 'docs/screenshots')
const widths = option('widths', '390').split(',').map(Number)
const routes = option(
  'routes',
  '/,/explore,/singlevideo/Eas20kFpAYw,/playlist,/singleplaylist/:playlist,/liked,/login,/mockman',
).split(',')
const port = 4178

if (!args.includes('--no-build')) {
  const built = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}
const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--port', String(port), '--strictPort'],
  { stdio: 'ignore' },
)
const base = `http://localhost:${port}`
for (let i = 0; i < 50; i++) {
  try {
    if ((await fetch(base)).ok) break
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
})
try {
  for (const width of widths) {
    for (const theme of ['dark', 'light']) {
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      const page = await context.newPage()
      await page.goto(`${base}/login`)
      await page.evaluate((dark) => {
        localStorage.setItem('VIDTHEME', JSON.stringify({ darkTheme: dark }))
      }, theme === 'dark')
      await page.getByRole('checkbox', { name: 'Remember me' }).check()
      await page.getByRole('button', { name: 'Guest Login' }).click()
      await page.waitForURL(/\/explore$/)
      // `:playlist` in a route stands for the id of the playlist made here.
      const playlistId = await page.evaluate(async () => {
        // A few saved videos, so the list pages show something.
        const { token } = JSON.parse(localStorage.getItem('AUTH'))
        const post = (path, body) =>
          fetch(path, {
            method: 'POST',
            headers: { authorization: token },
            body: JSON.stringify(body),
          }).then((answer) => answer.json())
        for (const _id of ['Eas20kFpAYw', 'uW1ZUk6nkDE'])
          await post('/api/user/likes', { video: { _id } })
        const { playlists } = await post('/api/user/playlists', {
          playlist: { title: 'Openings to learn' },
        })
        for (const _id of ['6IegDENuxU4', '6Ae2PthxWSA'])
          await post(`/api/user/playlists/${playlists[0]._id}`, { video: { _id } })
        // Notes on the video page: one with moves, one without a position.
        for (const note of [
          {
            timeSeconds: 95,
            text: 'The Italian: Black answers Bc5',
            moves: ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'],
          },
          { timeSeconds: 140, text: 'Watch how the knights come out before the bishops' },
        ])
          await post('/api/user/notes/Eas20kFpAYw', { note })
        return playlists[0]._id
      })
      for (const route of routes) {
        await page.goto(`${base}${route.replace(':playlist', playlistId)}`)
        await page.waitForLoadState('networkidle')
        await page.locator('main .loader').first().waitFor({ state: 'detached' })
        await page.waitForTimeout(300) // images settle
        const name = route === '/' ? 'home' : route.slice(1).replace(/[/?=:]+/g, '-')
        await page.screenshot({
          path: `${out}/${name}-${width}-${theme}.png`,
          fullPage: args.includes('--full'),
        })
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  server.kill()
}
console.log(`Screenshots in ${out}/`)
