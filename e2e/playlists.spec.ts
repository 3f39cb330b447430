import type { Page } from '@playwright/test'
import {
  apiCall,
  controlBackend,
  expect,
  expectNoSeriousA11yViolations,
  guestToken,
  loginAsGuest,
  test,
} from './fixtures'

// Playlists as on the best video sites, at the product's own 400 ms delay (docs/product.md).
const card = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
const STUDY = ['6IegDENuxU4', 'uW1ZUk6nkDE', 'Eas20kFpAYw']
const TITLES = ['Chess Openings Study', 'Most Brilliant Chess Moves', "Anand's Immortal"]

/** A playlist "Study" holding STUDY, made through the API; answers its id. */
async function makeStudy(page: Page): Promise<string> {
  const token = await guestToken(page)
  const made = await apiCall(page, 'POST', '/api/user/playlists', {
    token,
    body: { playlist: { title: 'Study', description: 'Three to learn from', videoIds: STUDY } },
  })
  return made.body.playlists.at(-1)._id
}

/** Whether the worker has answered yet: a control shown on the click is shown before that. */
function watchAnswer(page: Page, matches: (url: string, method: string) => boolean) {
  const state = { answered: false, status: 0 }
  const answer = page
    .waitForResponse((r) => matches(r.url(), r.request().method()))
    .then((response) => {
      state.answered = true
      state.status = response.status()
    })
  return { state, answer }
}

test.beforeEach(async ({ page }) => {
  await loginAsGuest(page, { remember: true })
  await controlBackend(page, { type: 'set-delay', ms: 400 })
})

test('a playlist checkbox is checked on the click, before the answer; a refusal rolls it back', async ({
  page,
}) => {
  await makeStudy(page)
  await page.goto('/explore')
  await card(page, 'The shortest game').getByRole('button', { name: 'Add to playlist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save to...' })
  const box = dialog.getByRole('checkbox', { name: 'Study' })
  await expect(box).not.toBeChecked()

  // The answer takes 400 ms: the box is checked before it.
  const add = watchAnswer(
    page,
    (url, method) => url.includes('/api/user/playlists/') && method === 'POST',
  )
  await box.click()
  await expect(box).toBeChecked()
  expect(add.state.answered).toBe(false)
  await add.answer
  expect(add.state.status).toBe(201)
  await expect(box).toBeChecked()

  await controlBackend(page, {
    type: 'inject-fault',
    fault: { method: 'DELETE', path: '/api/user/playlists/', status: 500 },
  })
  const remove = watchAnswer(
    page,
    (url, method) => url.includes('/api/user/playlists/') && method === 'DELETE',
  )
  await box.click()
  await expect(box).not.toBeChecked()
  expect(remove.state.answered).toBe(false)
  await expect(
    page.getByRole('alert').filter({ hasText: "Couldn't remove video from playlist!" }),
  ).toBeVisible()
  await expect(box).toBeChecked()

  await dialog.getByRole('button', { name: 'Close' }).click()
  await card(page, "Anand's Immortal").getByRole('button', { name: 'Add to playlist' }).click()
  await controlBackend(page, {
    type: 'inject-fault',
    fault: { method: 'POST', path: '/api/user/playlists/', status: 500 },
  })
  const other = dialog.getByRole('checkbox', { name: 'Study' })
  await expect(other).toBeChecked() // Anand's Immortal is in Study already
  await other.click()
  await other.click() // rapid: out and in again
  await expect(
    page.getByRole('alert').filter({ hasText: "Couldn't add video to playlist!" }),
  ).toBeVisible()
  // The page ends as the server ends: the video left the playlist, the add was refused.
  await expect(other).not.toBeChecked()
  const token = await guestToken(page)
  const { body } = await apiCall(page, 'GET', '/api/user/playlists', { token })
  expect(body.playlists[0].videos.map((v: { _id: string }) => v._id)).not.toContain('Eas20kFpAYw')
})

test('rename with a description, reorder (kept after a reload), delete and Undo', async ({
  page,
}) => {
  const id = await makeStudy(page)
  await page.goto(`/singleplaylist/${id}`)
  await expect(page.getByText('3 videos')).toBeVisible()
  await expect(page.getByText('Three to learn from')).toBeVisible()

  await page.getByRole('button', { name: 'Rename' }).click()
  const title = page.getByRole('textbox', { name: 'Playlist title' })
  await expect(title).toBeFocused()
  await title.fill('Sicilian lines')
  await page.getByRole('textbox', { name: 'Description' }).fill('Najdorf first')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sicilian lines')
  await expect(page.getByRole('button', { name: 'Rename' })).toBeFocused()

  expect(
    await page
      .getByRole('main')
      .getByRole('list')
      .first()
      .getByRole('heading', { level: 2 })
      .allTextContents(),
  ).toEqual(TITLES)
  const moveUp = card(page, "Anand's Immortal").getByRole('button', { name: 'Move up' })
  // Counted from before the clicks: on a slow machine the first answer can come before a wait
  // for it would be set up, and a second wait then waits for a third that never comes.
  let ordersAnswered = 0
  page.on('response', (response) => {
    if (response.url().endsWith('/order')) ordersAnswered++
  })
  await moveUp.click()
  await moveUp.click()
  await expect(moveUp).toBeFocused()
  const reordered = [TITLES[2], TITLES[0], TITLES[1]]
  const list = page.getByRole('list', { name: 'Sicilian lines' })
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(reordered as string[])
  // Two clicks, two requests one after the other: both answered before the reload.
  await expect.poll(() => ordersAnswered).toBe(2)
  await page.reload()
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(reordered as string[])
  await expect(page.getByText('Najdorf first')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/playlist')
  const deleted = watchAnswer(page, (_url, method) => method === 'DELETE')
  await page.getByRole('button', { name: 'Delete playlist Sicilian lines' }).click()
  await expect(page.getByRole('link', { name: 'Sicilian lines' })).toHaveCount(0)
  expect(deleted.state.answered).toBe(false)
  const restored = watchAnswer(
    page,
    (url, method) => url.endsWith('/api/user/playlists') && method === 'POST',
  )
  await page
    .getByRole('status')
    .filter({ hasText: 'Playlist deleted!' })
    .getByRole('button', { name: 'Undo' })
    .click()
  await expect(page.getByRole('link', { name: 'Sicilian lines' })).toBeVisible()
  await restored.answer
  await page.reload()
  await page.getByRole('link', { name: 'Sicilian lines' }).click()
  await expect(page.getByText('Najdorf first')).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('list').getByRole('heading', { level: 2 }),
  ).toHaveText(reordered as string[])
})

test('Play all plays the playlist through with the player, Up next and Next video', async ({
  page,
}) => {
  const id = await makeStudy(page)
  await page.goto(`/singleplaylist/${id}`)
  await page.getByRole('link', { name: 'Play all' }).click()
  await expect(page).toHaveURL(new RegExp(`/singlevideo/${STUDY[0]}\\?list=${id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[0]!)
  const upNext = page.getByRole('region', { name: 'Up next' })
  await expect(upNext.getByText('video 1 of 3')).toBeVisible()
  await expect(upNext.getByRole('listitem')).toHaveCount(2)
  await expectNoSeriousA11yViolations(page)

  // The first plays from its poster; when it ends, the next one opens and starts by itself.
  await page.getByRole('button', { name: `Play ${TITLES[0]}` }).click()
  await expect(
    page.frameLocator(`iframe[data-video-id="${STUDY[0]}"]`).locator('body'),
  ).toBeAttached()
  const finish = () =>
    page.evaluate(() => {
      const players = (window as unknown as { __fakeYouTube: { players: { finish(): void }[] } })
        .__fakeYouTube.players
      players.at(-1)!.finish()
    })
  await finish()
  await expect(page).toHaveURL(new RegExp(`/singlevideo/${STUDY[1]}\\?list=${id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[1]!)
  await expect(page.locator(`iframe[data-video-id="${STUDY[1]}"]`)).toBeAttached()
  await finish()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[2]!)
  await expect(page.locator(`iframe[data-video-id="${STUDY[2]}"]`)).toBeAttached()
  await expect(upNext.getByText('This is the last video of the playlist.')).toBeVisible()
  await expect(upNext.getByRole('button', { name: 'Next video' })).toHaveCount(0)

  // "Next video" goes on without waiting for the end.
  await page.goBack()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[0]!)
  await upNext.getByRole('button', { name: 'Next video' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[1]!)
})
