// The requests of `npm run bench:server`: what learners do most (reading the catalogue and their
// lists, 80 %) and what they change (likes and playlist entries, 20 %). Each autocannon
// connection owns its share of the users, so it knows their state: a like or a save is never
// refused as a duplicate. Read and write latencies are kept apart (autocannon's are one).

const pick = (items) => items[Math.floor(Math.random() * items.length)]
const JSON_BODY = { 'content-type': 'application/json' }
/**
 * A request list that one connection cannot get through in `seconds`: autocannon starts a
 * connection's context afresh at the end of its list (which would forget what the user liked).
 * No longer than that: autocannon deep-copies the list for each connection before the run's first
 * requests are answered, and 100,000 entries made those wait 0.5 to 5 s (docs/performance.md).
 * 400 a second a connection is 20,000 req/s over 50, four times the fastest run measured here.
 */
export const listFor = (seconds, request) =>
  Array.from({ length: Math.ceil(seconds * 400) }, () => request)

function read(user, videoIds) {
  const path = pick([
    '/api/videos',
    `/api/video/${pick(videoIds)}`,
    '/api/user/likes',
    '/api/user/watchlater',
    '/api/user/playlists',
    `/api/user/playlists/${user.playlistId}`,
  ])
  return { method: 'GET', path, headers: { authorization: user.token } }
}

/** Like or unlike, save to or remove from the playlist: each a toggle of the user's state. */
function write(user, videoIds, context) {
  const videoId = pick(videoIds)
  const list = Math.random() < 0.5 ? 'liked' : 'saved'
  const adding = !user[list].has(videoId)
  context.pending = { user, list, videoId, adding }
  const collection = list === 'liked' ? '/api/user/likes' : `/api/user/playlists/${user.playlistId}`
  const headers = { authorization: user.token, ...JSON_BODY }
  return adding
    ? {
        method: 'POST',
        path: collection,
        headers,
        body: JSON.stringify({ video: { _id: videoId } }),
      }
    : { method: 'DELETE', path: `${collection}/${videoId}`, headers }
}

/**
 * autocannon's request list for `connections` connections over `users`, and the latencies it
 * records: `latencies.read` and `latencies.write`, in milliseconds.
 */
export function serverMix(users, videoIds, connections, seconds) {
  const share = Math.floor(users.length / connections)
  const latencies = { read: [], write: [] }
  let nextConnection = 0
  const request = {
    setupRequest: (request, context) => {
      if (!context.users) {
        const first = nextConnection++ * share
        context.users = users
          .slice(first, first + share)
          .map((user) => ({ ...user, liked: new Set(), saved: new Set() }))
      }
      const user = pick(context.users)
      context.kind = Math.random() < 0.2 ? 'write' : 'read'
      context.pending = null
      // Built as the previous answer arrives, just before it is sent (one request at a time).
      context.sentAt = performance.now()
      const built = context.kind === 'write' ? write(user, videoIds, context) : read(user, videoIds)
      return { ...request, ...built }
    },
    onResponse: (status, _body, context) => {
      latencies[context.kind].push(performance.now() - context.sentAt)
      if (!context.pending || status >= 300) return
      const { user, list, videoId, adding } = context.pending
      if (adding) user[list].add(videoId)
      else user[list].delete(videoId)
    },
  }
  return { requests: listFor(seconds, request), latencies }
}
