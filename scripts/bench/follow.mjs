import { readFileSync } from 'node:fs'
import { launchBench } from './browser.mjs'

const FAKE_YOUTUBE_API = readFileSync('src/testing/fake-youtube-api.js', 'utf8')
const VIDEO = 'Eas20kFpAYw'
const ALEX = { email: 'alex@gambit.dev', password: 'alex-pass-123' }
/**
 * The fake player's speed, YouTube's fastest: a move every 500 ms, each seen by the board's
 * 400 ms look at the player (src/features/study/use-follow-the-video.ts); about 24 s in all.
 */
const RATE = 2

/**
 * "Follow the video" while the video plays (issue 38): the demo lesson with a time on each move
 * of its main line, one a second, played by the fake IFrame API at `RATE`× in a page that is not
 * throttled; answers the moves the board followed and every long task (> 50 ms) seen meanwhile.
 */
export async function measureFollowing(executablePath, origin) {
  const browser = await launchBench(executablePath)
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  try {
    await page.route('https://www.youtube.com/iframe_api', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE_API }),
    )
    await page.goto(`${origin}/explore`, { waitUntil: 'networkidle' })
    const plies = await page.evaluate(timeTheDemoLesson, { video: VIDEO, login: ALEX })
    await page.goto(`${origin}/singlevideo/${VIDEO}`, { waitUntil: 'networkidle' })
    await page.locator('.chess-board svg').first().waitFor()
    await page.getByRole('button', { name: "Play Anand's Immortal" }).click()
    await page.waitForFunction(() => window.__fakeYouTube?.players.length === 1)
    const { followed, longTasks } = await page.evaluate(
      ({ rate, plies }) =>
        new Promise((resolve) => {
          const longTasks = []
          const observer = new PerformanceObserver((list) => {
            for (const task of list.getEntries()) longTasks.push(Math.round(task.duration))
          })
          observer.observe({ type: 'longtask' })
          const shown = new Set()
          const lesson = document.querySelector('[aria-label="Lesson moves"]')
          const watch = new MutationObserver(() => {
            const current = lesson?.querySelector('[aria-current="true"]')
            if (current) shown.add(current.textContent)
          })
          watch.observe(lesson, {
            subtree: true,
            attributes: true,
            attributeFilter: ['aria-current'],
          })
          const player = window.__fakeYouTube.players[0]
          player.seekTo(0)
          player.setPlaybackRate(rate)
          player.playVideo()
          setTimeout(
            () => {
              observer.disconnect()
              watch.disconnect()
              resolve({ followed: shown.size, longTasks })
            },
            ((plies + 1) * 1000) / rate + 500,
          )
        }),
      { rate: RATE, plies },
    )
    return { plies, followed, longTasks }
  } finally {
    await browser.close()
  }
}

/** In the page: the curator gives each main-line move of the demo lesson a time, 1 s apart. */
async function timeTheDemoLesson({ video, login }) {
  const call = async (method, path, body, token) => {
    const response = await fetch(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body && JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
    return response.json()
  }
  const { encodedToken } = await call('POST', '/api/auth/login', login)
  const { lesson } = await call('GET', `/api/videos/${video}/lesson`)
  const moves = lesson.moves.map((move, index) => ({ ...move, timeSeconds: index + 1 }))
  const body = { lesson: { headers: lesson.headers, moves } }
  if (lesson.startFen) body.lesson.startFen = lesson.startFen
  await call('PUT', `/api/catalogue/videos/${video}/lesson`, body, encodedToken)
  return moves.length
}
