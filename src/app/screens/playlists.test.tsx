import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { findCard, findToast, renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'

async function openModalFor(title: string, setup: Awaited<ReturnType<typeof renderApp>>) {
  const opener = within(await findCard(title)).getByRole('button', { name: 'Add to playlist' })
  await setup.user.click(opener)
  return { dialog: await screen.findByRole('dialog', { name: 'Save to...' }), opener }
}

async function createPlaylist(
  setup: Awaited<ReturnType<typeof renderApp>>,
  dialog: HTMLElement,
  name: string,
) {
  const input = within(dialog).getByRole('textbox', { name: 'Playlist name' })
  await setup.user.clear(input)
  if (name) await setup.user.type(input, name)
  await setup.user.click(within(dialog).getByRole('button', { name: 'Create New' }))
}

test('the modal creates playlists, and says why an empty or taken name is refused', async () => {
  const setup = await renderApp({ url: '/explore', user: GUEST })
  const { dialog } = await openModalFor('The shortest game', setup)
  await createPlaylist(setup, dialog, 'Openings')
  // Created with the video in it, as YouTube does.
  expect(await within(dialog).findByRole('checkbox', { name: 'Openings' })).toBeChecked()
  await createPlaylist(setup, dialog, ' \u200b ')
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the playlist a name.')
  // Titles are compared ignoring case (docs/product.md, "Input rules").
  await createPlaylist(setup, dialog, 'OPENINGS')
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'A playlist with this name already exists!',
  )
  expect(within(dialog).getByRole('textbox', { name: 'Playlist name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1)
})

test('"Create New" saves the video in the playlist it creates, with the added toast', async () => {
  const setup = await renderApp({ url: '/explore', user: GUEST })
  const { dialog } = await openModalFor("Anand's Immortal", setup)
  await createPlaylist(setup, dialog, 'Attack')
  expect(await within(dialog).findByRole('checkbox', { name: 'Attack' })).toBeChecked()
  expect(await findToast('Added to playlist!')).toBeInTheDocument()
  const { token } = await setup.server.login()
  const { body } = await setup.server.call('GET', '/api/user/playlists', { token })
  expect(
    body.playlists.map((p: { title: string; videos: { _id: string }[] }) => [
      p.title,
      p.videos.map((v) => v._id),
    ]),
  ).toEqual([['Attack', ['Eas20kFpAYw']]])
})

test('a title the server refuses is shown in the form, not as a failure toast', async () => {
  const setup = await renderApp({ url: '/explore', user: GUEST })
  const { dialog } = await openModalFor('The shortest game', setup)
  // Another tab created it after this dialog loaded the playlists.
  const { token } = await setup.server.login()
  await setup.server.call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { title: 'Endgames' } },
  })
  await createPlaylist(setup, dialog, 'endgames')
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'A playlist with this name already exists!',
  )
  expect(screen.queryByText("Couldn't create playlist!")).not.toBeInTheDocument()
})

test('checking adds the video and unchecking removes it, with their toasts', async () => {
  const setup = await renderApp({ url: '/explore', user: GUEST })
  const { dialog } = await openModalFor("Anand's Immortal", setup)
  await createPlaylist(setup, dialog, 'Classics')
  const box = await within(dialog).findByRole('checkbox', { name: 'Classics' })
  expect(box).toBeChecked()
  await setup.user.click(box)
  expect(await findToast('Removed from playlist!')).toBeInTheDocument()
  expect(box).not.toBeChecked()
  await setup.user.click(box)
  expect(await findToast('Added to playlist!')).toBeInTheDocument()
  expect(box).toBeChecked()
  await setup.user.click(box)
  expect(await findToast('Removed from playlist!')).toBeInTheDocument()
  expect(box).not.toBeChecked()
})

test('create, add and remove failures have their toasts', async () => {
  const setup = await renderApp({ url: '/explore', user: GUEST })
  const { dialog } = await openModalFor("Anand's Immortal", setup)
  setup.server.faults.add({ method: 'POST', path: '/api/user/playlists', status: 500, times: 1 })
  await createPlaylist(setup, dialog, 'Classics')
  expect(await findToast("Couldn't create playlist!", 'alert')).toBeInTheDocument()
  await createPlaylist(setup, dialog, 'Classics')
  const box = await within(dialog).findByRole('checkbox', { name: 'Classics' })
  await findToast('Added to playlist!')
  await setup.user.click(box)
  await findToast('Removed from playlist!')
  setup.server.faults.add({ method: 'POST', path: '/api/user/playlists/', status: 500, times: 1 })
  await setup.user.click(box)
  expect(await findToast("Couldn't add video to playlist!", 'alert')).toBeInTheDocument()
  expect(box).not.toBeChecked()
  await setup.user.click(box)
  await findToast('Added to playlist!')
  setup.server.faults.add({ method: 'DELETE', path: '/api/user/playlists/', status: 500, times: 1 })
  await setup.user.click(box)
  expect(await findToast("Couldn't remove video from playlist!", 'alert')).toBeInTheDocument()
  expect(box).toBeChecked()
})

test('Close ends the dialog and focus returns to the opener', async () => {
  const setup = await renderApp({ url: '/explore', user: GUEST })
  const { dialog, opener } = await openModalFor('The shortest game', setup)
  await setup.user.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(opener).toHaveFocus()
})

test('/playlist headings, deleting with its toasts, and the empty state', async () => {
  const setup = await renderApp({
    url: '/playlist',
    user: GUEST,
    seed: { playlists: [{ title: 'Openings' }, { title: 'Endgames' }] },
  })
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your Playlists' }),
  ).toBeInTheDocument()
  setup.server.faults.add({ method: 'DELETE', path: '/api/user/playlists/', status: 500, times: 1 })
  await setup.user.click(screen.getByRole('button', { name: 'Delete playlist Openings' }))
  expect(await findToast("Couldn't delete playlist!", 'alert')).toBeInTheDocument()
  await setup.user.click(screen.getByRole('button', { name: 'Delete playlist Openings' }))
  expect(await findToast('Playlist deleted!')).toBeInTheDocument()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your Playlist' }),
  ).toBeInTheDocument()
  await setup.user.click(screen.getByRole('button', { name: 'Delete playlist Endgames' }))
  expect(
    await screen.findByText("Looks like you haven't created a playlist yet."),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Start Creating Now' })).toHaveAttribute(
    'href',
    '/explore',
  )
})

test('a playlist page shows its videos, removes them, and shows its empty state', async () => {
  const setup = await renderApp({
    url: '/playlist',
    user: GUEST,
    seed: { playlists: [{ title: 'Study', videoIds: ['6IegDENuxU4'] }] },
  })
  await setup.user.click(await screen.findByRole('link', { name: 'Study' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Study' })).toBeInTheDocument()
  await setup.user.click(screen.getByRole('button', { name: 'Remove from playlist' }))
  expect(await findToast('Removed from playlist!')).toBeInTheDocument()
  expect(
    await screen.findByText("Looks like you haven't added anything in this playlist yet."),
  ).toBeInTheDocument()
})

test('an unknown playlist shows a not-found state', async () => {
  await renderApp({ url: '/singleplaylist/nope', user: GUEST })
  expect(await screen.findByRole('heading', { name: 'Playlist not found' })).toBeInTheDocument()
})
