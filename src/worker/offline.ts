/// <reference lib="webworker" />
import openingNamesUrl from 'virtual:opening-names-url'
import shippedPuzzlesUrl from 'virtual:shipped-puzzles-url'
import type { ShippedPuzzles } from '@/api/puzzles/shipped'
import type { Puzzle } from '@/shared/puzzle-rows'
import type { OpeningNames } from '@/shared/opening-names'
import { pageFileFor } from '@/shared/static-pages'

/**
 * The app without a network (docs/architecture.md, "Offline"): the worker keeps every file of
 * its build in a cache of its own, serves them from it, and answers a navigation from the cache
 * when the network fails. The back end is in the worker already, so the data is there too.
 */
const CACHE = `gambit-${__BUILD_ID__}`
const precached = new Set(__PRECACHE__)

/**
 * Files fetched at once: all 230 at once held the network and the disk while the learner's next
 * page loaded (the first grid, warm; docs/performance.md, "The first grid").
 */
const PRECACHE_AT_ONCE = 4

/** Caches the build's files that are not cached yet; each one on its own, so one miss is no failure. */
export async function precache(): Promise<void> {
  const cache = await caches.open(CACHE)
  const cachedUrls = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
  const missing = [...precached].filter((file) => !cachedUrls.has(file))
  const cacheTheRest = async (): Promise<void> => {
    for (let file = missing.shift(); file !== undefined; file = missing.shift())
      await cache.add(file).catch(() => undefined)
  }
  await Promise.all(Array.from({ length: PRECACHE_AT_ONCE }, cacheTheRest))
}

/** Drops the caches of older builds. */
export async function dropOldCaches(): Promise<void> {
  const names = await caches.keys()
  await Promise.all(
    names
      .filter((name) => name.startsWith('gambit-') && name !== CACHE)
      .map((name) => caches.delete(name)),
  )
}

/** A response for a same-origin GET that is not the API, or undefined to let the network have it. */
export function offlineResponse(request: Request, url: URL): Promise<Response> | undefined {
  if (request.mode === 'navigate') return fetch(request).catch(() => cachedPage(url.pathname))
  if (precached.has(url.pathname))
    return caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit ?? fetch(request))
  if (url.pathname.endsWith('.woff2') || url.pathname.startsWith('/engine/'))
    return keptOnceFetched(request, url)
  return undefined
}

/**
 * Hindi's font is not precached (docs/decisions/032) but kept once a page has fetched it: the
 * Language select's "हिन्दी" asks for it on every page, and offline it failed to load (issue 59).
 * So is the engine (docs/decisions/038): analysis works offline after its first use.
 */
async function keptOnceFetched(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(CACHE)
  const kept = await cache.match(url.pathname)
  if (kept) return kept
  const answer = await fetch(request)
  if (answer.ok) await cache.put(url.pathname, answer.clone())
  return answer
}

async function cachedPage(pathname: string): Promise<Response> {
  const { file } = pageFileFor(pathname, (candidate) => precached.has(candidate), __SCREENS__)
  const cache = await caches.open(CACHE)
  return (await cache.match(file)) ?? (await cache.match('/shell.html')) ?? Response.error()
}

/** A JSON file of the build: the cached copy when the worker has one, else the network's. */
async function buildFile(url: string): Promise<unknown> {
  const answer = (await caches.match(url, { cacheName: CACHE })) ?? (await fetch(url))
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`)
  return answer.json()
}

/**
 * The API's OpenAPI document: the build writes it beside the page (build/openapi.ts), so the
 * worker need not carry the code that makes it; kept with the build's other files for offline.
 */
export const openApiFile = () => buildFile('/openapi.json')

let openingNames: Promise<OpeningNames> | undefined

/**
 * The opening names, from the build's file (build/chess-data-plugin.ts): read once, kept with
 * the build's other files for offline; a failure is tried again at the next need.
 */
export function openingNamesFile(): Promise<OpeningNames> {
  openingNames ??= (buildFile(openingNamesUrl) as Promise<OpeningNames>).catch((error: unknown) => {
    openingNames = undefined
    throw error
  })
  return openingNames
}

/**
 * The shipped puzzles, named by their file's address (its name holds its content's hash), read
 * only when the store lacks them (api/puzzles/shipped.ts).
 */
export const shippedPuzzlesFile: ShippedPuzzles = {
  fingerprint: shippedPuzzlesUrl,
  puzzles: async () => ((await buildFile(shippedPuzzlesUrl)) as { puzzles: Puzzle[] }).puzzles,
}
