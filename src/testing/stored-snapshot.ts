import type { TestServer } from './test-server'

/** Everything the guest has stored, read through the API. */
export async function snapshot(server: TestServer, token: string) {
  const lists = await Promise.all(
    ['likes', 'watchlater', 'history', 'playlists', 'progress', 'notes/Eas20kFpAYw'].map(
      async (list) => (await server.call('GET', `/api/user/${list}`, { token })).body,
    ),
  )
  const users = await server.countUsers()
  return { lists, users }
}
