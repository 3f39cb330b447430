import { startTransition } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter, matchRoutes } from 'react-router'
import { Root } from '@/app/root'
import { isLanguage } from '@/i18n/languages'
import { followLanguageAcrossTabs, switchLanguage } from '@/i18n/choose-language'
import { routes } from '@/app/route-table'
import { configureApiClient } from '@/lib/transport-config'
import { backendKind, leaveInBrowserBackend } from '@/lib/backend-kind'
import { readPageData, seedQueryClient } from '@/lib/page-data'
import { setQueryClientMaker } from '@/lib/query-client'
import { watchForStaleChunks } from '@/lib/stale-chunk'
import '@/styles/tokens.css'
import '@/styles/base.css'

watchForStaleChunks()
followLanguageAcrossTabs()
if (backendKind() === 'server') {
  // The Node server answers /api itself; no worker, no offline copy (docs/architecture.md).
  configureApiClient({ ready: leaveInBrowserBackend() })
} else {
  // The first screen is already painted; only API calls wait for the worker, whose registration
  // code loads apart.
  const backendReady = import('@/lib/backend').then(({ startBackend }) => startBackend())
  backendReady.catch(() => undefined) // shown by <BackendStatus/>; API calls reject with it too
  configureApiClient({ ready: backendReady })
  // Once it runs: keep the build for offline use and watch for a new one (app/keep-up-to-date).
  void backendReady.then(() => import('@/app/keep-up-to-date')).catch(() => undefined)
}

const container = document.getElementById('root')!
const page = <Root Router={BrowserRouter} />

/**
 * A prerendered page is hydrated when it was rendered for this very address: its own path with
 * no query, or (404.html) any path no screen matches. Anything else (a shared filtered view, the
 * shell served for a user's own pages) renders from scratch (docs/architecture.md).
 */
function renderedForThisAddress(): boolean {
  const renderedFor = container.dataset.prerendered
  if (!renderedFor || location.search !== '') return false
  if (renderedFor !== '*') return renderedFor === location.pathname
  const screens = routes.filter(({ path }) => path !== '*')
  return matchRoutes(screens, location.pathname) === null
}

// index.html's first script chose the language before the first paint (docs/decisions/032).
const { lang } = document.documentElement
const language = isLanguage(lang) ? lang : 'en'
const pageData = renderedForThisAddress() ? readPageData() : null
// A page prerendered in another language than the chosen one (a host that could not tell) is
// drawn afresh in it, from the same data (index.html's first script hid it meanwhile).
const inOtherLanguage = document.documentElement.classList.contains('other-language')
// The query client loads with the first screen that reads data (lib/query-client.ts).
setQueryClientMaker(async () => {
  const { makeQueryClient } = await import('@/lib/make-query-client')
  const queryClient = makeQueryClient()
  if (pageData) seedQueryClient(queryClient, pageData)
  return queryClient
})

function drawAfresh() {
  // The page names itself (React hoists its <title>); the built document's own would linger.
  document.querySelectorAll('head > title').forEach((title) => title.remove())
  const root = createRoot(container)
  flushSync(() => root.render(page))
  document.documentElement.classList.remove('stale-page', 'other-language')
}

/**
 * Hydrates the prerendered page as a transition: React then works in slices that yield to the
 * browser (a tap or a key is handled between them), where a plain hydration of the video page
 * was one task of 700 ms on Lighthouse's phone (issue 64, docs/performance.md).
 */
const hydrate = () => startTransition(() => void hydrateRoot(container, page))

if (language === 'en') {
  if (pageData && !inOtherLanguage) hydrate()
  else drawAfresh()
} else {
  // Hydrated once its words are in; drawn afresh in English if they cannot come (offline on a
  // first visit).
  void switchLanguage(language).then(
    () => (pageData && !inOtherLanguage ? hydrate() : drawAfresh()),
    () => switchLanguage('en').finally(drawAfresh),
  )
}
