import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { findToast, renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'

// docs/product.md, "Your profile and account, for real".

test('a visitor is asked to log in; nothing invented is shown', async () => {
  await renderApp({ url: '/profile' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
  const main = within(screen.getByRole('main'))
  expect(main.getByText('Log in to see your profile.')).toBeInTheDocument()
  expect(main.getByRole('link', { name: 'Log in' })).toBeInTheDocument()
  for (const invented of ['Sample Player', '+1 555 0100', '64 Board Street, Chesstown'])
    expect(screen.queryByText(invented)).toBeNull()
  expect(screen.queryByRole('link', { name: 'Deactivate' })).toBeNull()
  expect(main.queryByRole('button', { name: 'Log Out' })).toBeNull()
})

test('the learner’s own profile: who, "Your learning" with its figures, and the activity picture', async () => {
  await renderApp({
    url: '/profile',
    user: GUEST,
    beforeRender: async (server, token) => {
      await server.call('PUT', '/api/user/progress/Eas20kFpAYw', {
        token: token!,
        body: { positionSeconds: 3725, durationSeconds: 3800 },
      })
      await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
        token: token!,
        body: { note: { timeSeconds: 60, text: 'Centre first' } },
      })
      // A mate in one, solved (docs/product.md, "Puzzles"): "Puzzles solved" counts it.
      await server.call('POST', '/api/user/puzzles/001KR/attempts', {
        token: token!,
        body: { attempt: { moves: ['f1f8'] } },
      })
      // A game against the engine, kept: "Games played".
      await server.call('POST', '/api/user/games', {
        token: token!,
        body: {
          game: {
            fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
            moves: ['e4', 'e5'],
            side: 'white',
            level: 2,
            result: '1/2-1/2',
            termination: 'agreement',
          },
        },
      })
    },
  })
  expect(await screen.findByRole('heading', { level: 1, name: 'Guest Player' })).toBeInTheDocument()
  expect(screen.getByText('guest@gambit.dev')).toBeInTheDocument()
  expect(screen.getByText(/^Member since [A-Z][a-z]+ \d{4}$/)).toBeInTheDocument()
  const learning = within(screen.getByRole('region', { name: 'Your learning' }))
  const figure = async (name: string) =>
    (await learning.findByText(name, { selector: 'dt' })).nextElementSibling?.textContent
  expect(await figure('Videos watched')).toBe('1')
  expect(await figure('Time watched')).toBe('1 h 2 min')
  expect(await figure('Notes')).toBe('1')
  expect(await figure('Drills')).toBe('0')
  expect(await figure('Streak')).toBe('0 days')
  expect(await figure('Puzzles solved')).toBe('1')
  expect(await figure('Games played')).toBe('1')
  expect(learning.getByRole('img', { name: /^Activity/ })).toHaveAccessibleName(
    'Activity: 2 things on 1 day in the last 12 weeks',
  )
})

test('"Your learning" is read afresh on each visit: a note written meanwhile counts', async () => {
  const { user, server } = await renderApp({ url: '/profile', user: GUEST })
  const token = JSON.parse(localStorage.getItem('AUTH')!).token as string
  const notes = async () => {
    const learning = within(await screen.findByRole('region', { name: 'Your learning' }))
    return (await learning.findByText('Notes', { selector: 'dt' })).nextElementSibling?.textContent
  }
  expect(await notes()).toBe('0')
  const written = await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
    token,
    body: { note: { timeSeconds: 5, text: 'Written elsewhere' } },
  })
  expect(written.status).toBe(201)
  const library = within(screen.getByRole('navigation', { name: 'Library' }))
  await user.click(library.getByRole('link', { name: 'Explore' }))
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Your learning' })).toBeNull())
  await user.click(screen.getByRole('link', { name: 'Profile' }))
  await waitFor(async () => expect(await notes()).toBe('1'))
})

test('Change password: a wrong current password is said in the form; then the other sessions end and this one goes on', async () => {
  const { user, server } = await renderApp({ url: '/profile', user: GUEST })
  const elsewhere = await server.login(GUEST)
  const account = within(await screen.findByRole('region', { name: 'Account' }))
  const form = within(account.getByRole('form', { name: 'Change password' }))
  await user.type(form.getByLabelText('Current password'), 'not-the-password')
  await user.type(form.getByLabelText('New password'), 'short')
  await user.click(form.getByRole('button', { name: 'Change password' }))
  expect(form.getByRole('alert')).toHaveTextContent('Password must have at least 8 characters')
  await user.type(form.getByLabelText('New password'), '-but-longer')
  await user.click(form.getByRole('button', { name: 'Change password' }))
  expect(await form.findByText('The current password is incorrect!')).toBeInTheDocument()
  // A refused password is no refused session: still logged in.
  expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument()
  await user.clear(form.getByLabelText('Current password'))
  await user.type(form.getByLabelText('Current password'), GUEST.password)
  // The same password again is no change, and says so.
  await user.clear(form.getByLabelText('New password'))
  await user.type(form.getByLabelText('New password'), GUEST.password)
  await user.click(form.getByRole('button', { name: 'Change password' }))
  expect(
    await form.findByText('The new password is the same as the current one: choose another.'),
  ).toBeInTheDocument()
  await user.clear(form.getByLabelText('New password'))
  await user.type(form.getByLabelText('New password'), 'not-the-password-but-longer')
  await user.click(form.getByRole('button', { name: 'Change password' }))
  expect(await findToast('Password changed!')).toBeInTheDocument()
  const likes = (token: string) => server.call('GET', '/api/user/likes', { token })
  expect((await likes(elsewhere.token)).status).toBe(401)
  // This tab goes on: its lists still load with the new token.
  await user.click(
    within(screen.getByRole('navigation', { name: 'Library' })).getByRole('link', {
      name: 'Liked',
    }),
  )
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Liked Videos' }, { timeout: 5000 }),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument()
  const login = (password: string) =>
    server.call('POST', '/api/auth/login', { body: { email: GUEST.email, password } })
  expect((await login(GUEST.password)).status).toBe(401)
  expect((await login('not-the-password-but-longer')).status).toBe(200)
})

test('Log Out ends the session on the server too', async () => {
  const { user, server } = await renderApp({ url: '/profile', user: GUEST })
  const token = JSON.parse(localStorage.getItem('AUTH')!).token as string
  const account = within(await screen.findByRole('region', { name: 'Account' }))
  await user.click(account.getByRole('button', { name: 'Log Out' }))
  await waitFor(async () =>
    expect((await server.call('GET', '/api/user/likes', { token })).status).toBe(401),
  )
  expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument()
})

test('Delete account asks for the password, then everything goes and the tab logs out', async () => {
  const { user, server } = await renderApp({ url: '/profile', user: GUEST })
  const account = within(await screen.findByRole('region', { name: 'Account' }))
  await user.click(account.getByRole('button', { name: 'Delete account' }))
  const dialog = within(screen.getByRole('dialog', { name: 'Delete account' }))
  expect(dialog.getByLabelText('Password')).toHaveFocus()
  await user.type(dialog.getByLabelText('Password'), 'not-it')
  await user.click(dialog.getByRole('button', { name: 'Delete my account' }))
  expect(await dialog.findByRole('alert')).toHaveTextContent('The password is incorrect!')
  await user.clear(dialog.getByLabelText('Password'))
  await user.type(dialog.getByLabelText('Password'), GUEST.password)
  await user.click(dialog.getByRole('button', { name: 'Delete my account' }))
  expect(await findToast('Your account has been deleted.')).toBeInTheDocument()
  expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument()
  expect(localStorage.getItem('AUTH')).toBeNull()
  expect((await server.call('POST', '/api/auth/login', { body: GUEST })).status).toBe(404)
})

test('a new password keeps the session where it was: a tab’s own login stays the tab’s', async () => {
  const { user } = await renderApp({ url: '/profile', user: GUEST, sessionIn: sessionStorage })
  const form = within(await screen.findByRole('form', { name: 'Change password' }))
  await user.type(form.getByLabelText('Current password'), GUEST.password)
  await user.type(form.getByLabelText('New password'), 'a-new-pass-456')
  await user.click(form.getByRole('button', { name: 'Change password' }))
  expect(await findToast('Password changed!')).toBeInTheDocument()
  // Another tab reads localStorage first: the new token must not land there.
  expect(localStorage.getItem('AUTH')).toBeNull()
  expect(JSON.parse(sessionStorage.getItem('AUTH')!).token).toEqual(expect.any(String))
})
