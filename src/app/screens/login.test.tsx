import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { findToast, renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'
import { seedVideos } from '@/api/seed/videos'

const storedAuth = () => JSON.parse(localStorage.getItem('AUTH') ?? 'null')

async function fillLogin(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email' }), email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
}

test('empty fields show "Please fill all the fields" and send nothing', async () => {
  const { user, server } = await renderApp({ url: '/login' })
  const request = vi.spyOn(server.app, 'request')
  await user.click(screen.getByRole('button', { name: 'Login' }))
  expect(await findToast('Please fill all the fields', 'alert')).toBeInTheDocument()
  await fillLogin(user, GUEST.email, '')
  await user.click(screen.getByRole('button', { name: 'Login' }))
  expect(request).not.toHaveBeenCalled()
})

test('the fields are required and the email field has the email type', async () => {
  await renderApp({ url: '/login' })
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired()
  expect(screen.getByLabelText('Password')).toBeRequired()
})

test('an unknown email, a wrong password and any other failure each have their toast', async () => {
  const { user } = await renderApp({
    url: '/login',
    faults: [{ method: 'POST', path: '/api/auth/login', status: 500, times: 1 }],
  })
  await fillLogin(user, GUEST.email, GUEST.password)
  await user.click(screen.getByRole('button', { name: 'Login' }))
  expect(await findToast("Couldn't log in. Please try again!", 'alert')).toBeInTheDocument()

  await user.clear(screen.getByRole('textbox', { name: 'Email' }))
  await fillLogin(user, 'nobody@gambit.dev', '')
  await user.click(screen.getByRole('button', { name: 'Login' }))
  expect(await findToast('The email you entered is not registered!', 'alert')).toBeInTheDocument()

  await user.clear(screen.getByRole('textbox', { name: 'Email' }))
  await fillLogin(user, GUEST.email, 'x')
  await user.click(screen.getByRole('button', { name: 'Login' }))
  expect(await findToast('The password you entered is incorrect!', 'alert')).toBeInTheDocument()
  expect(storedAuth()).toBeNull()
})

test('a login without "Remember me" opens Explore and stores nothing', async () => {
  const { user } = await renderApp({ url: '/login' })
  await fillLogin(user, GUEST.email, GUEST.password)
  await user.click(screen.getByRole('button', { name: 'Login' }))
  expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument()
  expect(await screen.findAllByRole('article')).toHaveLength(seedVideos.length)
  expect(storedAuth()).toBeNull()
})

test('Guest Login with "Remember me" stores the session without any password', async () => {
  const { user } = await renderApp({ url: '/login' })
  await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
  await user.click(screen.getByRole('button', { name: 'Guest Login' }))
  expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument()
  const auth = storedAuth()
  expect(auth.token).toEqual(expect.any(String))
  expect(auth.userDetails).toMatchObject({ email: GUEST.email, firstName: 'Guest' })
  expect(localStorage.getItem('AUTH')).not.toMatch(/password/i)
})

test('the login page links to sign up and to the forgotten-password page', async () => {
  await renderApp({ url: '/login' })
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
  expect(screen.getByRole('link', { name: /forgot/i })).toHaveAttribute('href', '/forgot')
})
