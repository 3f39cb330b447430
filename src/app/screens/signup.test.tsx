import { screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { findToast, renderApp } from '@/testing/render-app'
import { seedVideos } from '@/api/seed/videos'

async function fillSignup(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  fields: { name?: string; email?: string; password?: string },
) {
  if (fields.name) await user.type(screen.getByRole('textbox', { name: 'Name' }), fields.name)
  if (fields.email) await user.type(screen.getByRole('textbox', { name: 'Email' }), fields.email)
  if (fields.password) await user.type(screen.getByLabelText('Password'), fields.password)
  await user.click(screen.getByRole('button', { name: 'Sign Up' }))
}

test('an empty name, email or password shows "Please fill all the fields" and sends nothing', async () => {
  const { user, server } = await renderApp({ url: '/signup' })
  const request = vi.spyOn(server.app, 'request')
  await fillSignup(user, { name: 'Ada', email: 'ada@gambit.dev' })
  expect(await findToast('Please fill all the fields', 'alert')).toBeInTheDocument()
  expect(request).not.toHaveBeenCalled()
})

test('a name of only spaces counts as empty; a name too long, or not one line, says so, sending nothing', async () => {
  const { user, server } = await renderApp({ url: '/signup' })
  const request = vi.spyOn(server.app, 'request')
  await fillSignup(user, { name: '   ', email: 'ada@gambit.dev', password: 'engine-123' })
  expect(await findToast('Please fill all the fields', 'alert')).toBeInTheDocument()
  const name = screen.getByRole('textbox', { name: 'Name' })
  await user.clear(name)
  await user.click(name)
  await user.paste(`Ada ${'L'.repeat(101)}`)
  await user.click(screen.getByRole('button', { name: 'Sign Up' }))
  expect(await findToast('Names can have at most 100 characters.', 'alert')).toBeInTheDocument()
  // A name pasted with a mark that turns its direction, or a bell: one line, as every name.
  const oneLine =
    'A name is one line: no control characters (a line break, a bell, an escape) nor marks that turn its direction.'
  for (const [index, pasted] of ['Ana \u202Egnp.exe', 'Ada\u0007'].entries()) {
    await user.clear(name)
    await user.click(name)
    await user.paste(pasted)
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    await waitFor(() => expect(screen.getAllByText(oneLine)).toHaveLength(index + 1))
  }
  expect(request).not.toHaveBeenCalled()
})

test('a registered email and any other failure each have their toast', async () => {
  const { user } = await renderApp({
    url: '/signup',
    faults: [{ method: 'POST', path: '/api/auth/signup', status: 500, times: 1 }],
  })
  await fillSignup(user, { name: 'Guest', email: 'guest@gambit.dev', password: 'pw-123456' })
  expect(await findToast("Couldn't sign up. Please try again!", 'alert')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Sign Up' }))
  expect(await findToast('An account with this email already exists!', 'alert')).toBeInTheDocument()
  expect(localStorage.getItem('AUTH')).toBeNull()
})

test('a sign-up always stores the session, sends the name and opens Explore', async () => {
  const { user } = await renderApp({ url: '/signup' })
  await fillSignup(user, { name: 'Ada Lovelace', email: 'ada@gambit.dev', password: 'engine-123' })
  expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument()
  expect(await screen.findAllByRole('article')).toHaveLength(seedVideos.length)
  const auth = JSON.parse(localStorage.getItem('AUTH')!)
  expect(auth.userDetails).toMatchObject({
    email: 'ada@gambit.dev',
    firstName: 'Ada',
    lastName: 'Lovelace',
  })
})

test('the sign-up page links to Login and Home', async () => {
  await renderApp({ url: '/signup' })
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
})
