import { expect, test } from './fixtures'

// docs/product.md, "Catalogue": levels, topics, creators and "More like this", every step in the
// address so that Back retraces it.

const cards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Videos' }).getByRole('article')

test('landing → topic → level → creator → video → "More like this", and Back retraces it', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Watch Now' }).click()
  await expect(cards(page)).toHaveCount(9)

  const topics = page.getByRole('group', { name: 'Topics' })
  await topics.getByRole('button', { name: 'stream' }).click()
  await expect(page).toHaveURL(/\/explore\?tags=stream$/)
  await expect(cards(page)).toHaveCount(2)
  await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'Beginner' }).click()
  await expect(page).toHaveURL(/\/explore\?level=beginner&tags=stream$/)
  await expect(topics.getByRole('button', { name: 'attack' })).toBeDisabled()

  // A filtered view survives a reload.
  await page.reload()
  await expect(topics.getByRole('button', { name: 'stream' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(cards(page)).toHaveCount(2)

  await cards(page).first().getByRole('link', { name: 'Tania Sachdev' }).click()
  await expect(page).toHaveURL(/\/creator\/tania-sachdev$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tania Sachdev')
  await page.getByRole('link', { name: /Chess Night With Chat!/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chess Night With Chat!')

  const alike = page.getByRole('list', { name: 'More like this' })
  await expect(page.getByRole('heading', { level: 2, name: 'More like this' })).toBeVisible()
  await alike.getByRole('link', { name: /Goodnight Chess/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Goodnight Chess/)
  await page.getByRole('link', { name: 'fun' }).click()
  await expect(page).toHaveURL(/\/explore\?tags=fun$/)
  await expect(cards(page)).toHaveCount(2)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Goodnight Chess/)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chess Night With Chat!')
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tania Sachdev')
  await page.goBack()
  await expect(page).toHaveURL(/\/explore\?level=beginner&tags=stream$/)
  await expect(
    page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'Beginner' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await page.goBack()
  await expect(page).toHaveURL(/\/explore\?tags=stream$/)
  await expect(cards(page)).toHaveCount(2)
  await page.goForward()
  await expect(page).toHaveURL(/\/explore\?level=beginner&tags=stream$/)
})

test('every creator page is prerendered; an unknown creator is a not-found page', async ({
  page,
}) => {
  await page.goto('/creator/agadmator')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agadmator')
  await expect(
    page.getByRole('list', { name: 'Videos by Agadmator' }).getByRole('article'),
  ).toHaveCount(2)
  const html = await (await page.request.get('/creator/agadmator')).text()
  expect(html).toContain('<h1>Agadmator</h1>')
  await page.goto('/creator/nobody')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creator not found')
})
