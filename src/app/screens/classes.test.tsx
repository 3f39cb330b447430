import { screen, waitFor, within } from '@testing-library/react'
import { expect, onTestFinished, test, vi } from 'vitest'
import { findToast, renderApp } from '@/testing/render-app'
import { ALEX, GUEST, type TestServer } from '@/testing/test-server'

// docs/product.md, "Share playlists; classes for coaches" (docs/ui-contract.md).

/** The coach's class "Juniors" with their playlist "Homework" (given videos) assigned to it. */
async function classWithHomework(
  server: TestServer,
  token: string,
  { videoIds = ['6IegDENuxU4'], due }: { videoIds?: string[]; due?: string } = {},
) {
  const list = await server.call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { title: 'Homework', videoIds } },
  })
  const made = await server.call('POST', '/api/classes', {
    token,
    body: { class: { name: 'Juniors' } },
  })
  await server.call('POST', `/api/classes/${made.body.class._id}/assignments`, {
    token,
    body: { assignment: { playlistId: list.body.playlists.at(-1)._id, ...(due && { due }) } },
  })
  return made.body.class as { _id: string; code: string }
}

test('Share: the box gives the link at once with "Copy link"; off, only its owner sees it', async () => {
  const { user } = await renderApp({
    url: '/playlist',
    user: GUEST,
    seed: { playlists: [{ title: 'Openings', videoIds: ['6IegDENuxU4'] }] },
  })
  await user.click(await screen.findByRole('link', { name: /Openings/ }))
  await user.click(await screen.findByRole('button', { name: 'Share' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Share “Openings”' }))
  expect(dialog.getByText('Only you can see this playlist.')).toBeInTheDocument()
  const box = dialog.getByRole('checkbox', { name: 'Anyone with the link can view' })
  await user.click(box)
  expect(box).toBeChecked()
  const link = await dialog.findByRole('textbox', { name: 'Link' })
  expect((link as HTMLInputElement).value).toMatch(/\/p\/[\w-]{22}$/)
  expect(dialog.getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
  await user.click(box)
  expect(await dialog.findByText('Only you can see this playlist.')).toBeInTheDocument()
})

test('Share clicked on then off before the first answer ends off, on the server too', async () => {
  const { user, server } = await renderApp({
    url: '/playlist',
    user: GUEST,
    seed: { playlists: [{ title: 'Endgames', videoIds: ['6IegDENuxU4'] }] },
  })
  await user.click(await screen.findByRole('link', { name: /Endgames/ }))
  await user.click(await screen.findByRole('button', { name: 'Share' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Share “Endgames”' }))
  const box = dialog.getByRole('checkbox', { name: 'Anyone with the link can view' })
  await user.dblClick(box)
  expect(box).not.toBeChecked()
  expect(await dialog.findByText('Only you can see this playlist.')).toBeInTheDocument()
  const { token } = await server.login(GUEST)
  await waitFor(async () => {
    const { playlists } = (await server.call('GET', '/api/user/playlists', { token })).body
    expect(playlists[0].shareId).toBeUndefined()
  })
  expect(box).not.toBeChecked()
})

test('a class is created from /classes and opens with its join code; a wrong code is refused', async () => {
  const { user } = await renderApp({ url: '/classes', user: ALEX })
  await user.type(await screen.findByRole('textbox', { name: 'Class name' }), 'Tuesday Juniors')
  await user.click(screen.getByRole('button', { name: 'Create class' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Tuesday Juniors' }),
  ).toBeInTheDocument()
  expect(screen.getByText(/^Join code: [A-HJKMNP-Z2-9]{6}$/)).toBeInTheDocument()
  expect(screen.getByText('No students yet.')).toBeInTheDocument()

  await user.click(
    within(screen.getByRole('navigation', { name: 'Library' })).getByRole('link', {
      name: 'Classes',
    }),
  )
  await user.type(await screen.findByRole('textbox', { name: 'Join code' }), 'zzzzzz')
  await user.click(screen.getByRole('button', { name: 'Join class' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('No class has this code.')
  const coached = within(screen.getByRole('region', { name: 'Classes you coach' }))
  expect(coached.getByRole('link', { name: 'Tuesday Juniors' })).toBeInTheDocument()
})

test('a coach removes a student after a confirmation; the student list says so', async () => {
  const { user } = await renderApp({
    url: '/classes',
    user: ALEX,
    beforeRender: async (server, token) => {
      const made = await server.call('POST', '/api/classes', {
        token: token!,
        body: { class: { name: 'Juniors' } },
      })
      const guest = await server.login(GUEST)
      await server.call('POST', '/api/classes/join', {
        token: guest.token,
        body: { code: made.body.class.code },
      })
    },
  })
  await user.click(await screen.findByRole('link', { name: 'Juniors' }))
  await user.click(await screen.findByRole('button', { name: 'Remove Guest Player' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Remove Guest Player?' }))
  await user.click(dialog.getByRole('button', { name: 'Remove' }))
  await findToast('Guest Player left the class')
  expect(await screen.findByText('No students yet.')).toBeInTheDocument()
})

test('a coach unassigns a playlist, then deletes the class after a confirmation', async () => {
  const { user } = await renderApp({
    url: '/classes',
    user: ALEX,
    beforeRender: async (server, token) => {
      await classWithHomework(server, token!, { due: '2026-12-01' })
    },
  })
  await user.click(await screen.findByRole('link', { name: 'Juniors' }))
  const assignments = within(await screen.findByRole('region', { name: 'Assignments' }))
  expect(assignments.getByText('1 video · Due December 1, 2026')).toBeInTheDocument()
  await user.click(assignments.getByRole('button', { name: 'Unassign Homework' }))
  await findToast('“Homework” unassigned')
  expect(await assignments.findByText('No assignments yet.')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Delete class' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete “Juniors”?' }))
  await user.click(dialog.getByRole('button', { name: 'Delete class' }))
  await findToast('“Juniors” deleted')
  expect(await screen.findByRole('heading', { level: 1, name: 'Classes' })).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'Juniors' })).not.toBeInTheDocument()
})

test('a coach’s /classes shows the class’s assignments and no empty list of their own; a name of spaces is refused', async () => {
  const { user } = await renderApp({
    url: '/classes',
    user: ALEX,
    beforeRender: async (server, token) => {
      await classWithHomework(server, token!)
    },
  })
  const coached = within(await screen.findByRole('region', { name: 'Classes you coach' }))
  expect(coached.getByText(/· 0 students · 1 assignment$/)).toBeInTheDocument()
  expect(screen.queryByRole('region', { name: 'Assignments' })).not.toBeInTheDocument()
  expect(screen.queryByText('No assignments yet.')).not.toBeInTheDocument()

  await user.type(screen.getByRole('textbox', { name: 'Class name' }), '   ')
  await user.click(screen.getByRole('button', { name: 'Create class' }))
  expect(screen.getByRole('alert')).toHaveTextContent('A class needs a name.')
  await user.click(screen.getByRole('button', { name: 'Join class' }))
  expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(
    'Type the join code your coach gave you.',
  )
})

test('the coach’s class page shows a student who joined meanwhile, and the join link with "Copy link"', async () => {
  // The page asks again every 10 s (features/classes/api/classes.ts): the test moves that clock
  // on rather than waiting for it; every other timer keeps the real one.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true })
  onTestFinished(() => void vi.useRealTimers())
  const { user, server } = await renderApp({
    url: '/classes',
    user: ALEX,
    beforeRender: async (server, token) => {
      await server.call('POST', '/api/classes', {
        token: token!,
        body: { class: { name: 'Juniors' } },
      })
    },
  })
  await user.click(await screen.findByRole('link', { name: 'Juniors' }))
  expect(await screen.findByText('No students yet.')).toBeInTheDocument()
  const link = screen.getByRole('textbox', { name: 'Join link' }) as HTMLInputElement
  expect(link.value).toMatch(/\/join\/[A-HJKMNP-Z2-9]{6}$/)
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
  // Another device: the student joins; the coach's page shows it without a reload.
  const guest = await server.login(GUEST)
  await server.call('POST', '/api/classes/join', {
    token: guest.token,
    body: { code: link.value.slice(-6) },
  })
  const students = within(screen.getByRole('region', { name: 'Students' }))
  expect(students.queryByText(/Guest Player/)).toBeNull()
  vi.advanceTimersByTime(10_000)
  expect(await students.findByText(/Guest Player/)).toBeInTheDocument()
})

test('a student sees which assigned videos they watched', async () => {
  await renderApp({
    url: '/classes',
    user: GUEST,
    beforeRender: async (server, token) => {
      const alex = await server.login(ALEX)
      const { code } = await classWithHomework(server, alex.token, {
        videoIds: ['6IegDENuxU4', 'Eas20kFpAYw'],
      })
      await server.call('POST', '/api/classes/join', { token: token!, body: { code } })
      await server.call('PUT', '/api/user/progress/Eas20kFpAYw', {
        token: token!,
        body: { positionSeconds: 590, durationSeconds: 600 },
      })
    },
  })
  const videos = within(await screen.findByRole('list', { name: 'Videos of Homework' }))
  expect(await videos.findByText(/Watched/)).toBeInTheDocument()
  const items = videos.getAllByRole('listitem').map((item) => item.textContent)
  expect(items).toEqual([
    expect.not.stringContaining('Watched'),
    expect.stringMatching(/· Watched$/),
  ])
  expect(screen.getByText('1 of 2 watched · 0 drills reviewed')).toBeInTheDocument()
})

test('the coach’s progress names a student without names "Student 1", never their email, and says what it counts', async () => {
  const { user } = await renderApp({
    url: '/classes',
    user: ALEX,
    beforeRender: async (server, token) => {
      const { code } = await classWithHomework(server, token!)
      const signup = await server.call('POST', '/api/auth/signup', {
        body: { email: 'no.names@gambit.dev', password: 'pass-1234' },
      })
      await server.call('POST', '/api/classes/join', {
        token: signup.body.encodedToken,
        body: { code },
      })
    },
  })
  await user.click(await screen.findByRole('link', { name: 'Juniors' }))
  const progress = within(await screen.findByRole('region', { name: 'Progress' }))
  expect(await progress.findByRole('rowheader', { name: 'Student 1' })).toBeInTheDocument()
  expect(progress.getByText(/after it was assigned and after they joined/)).toBeInTheDocument()
  expect(screen.queryByText(/no\.names@gambit\.dev/)).not.toBeInTheDocument()
})
