import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, vi } from 'vitest'
import openingNames from 'virtual:opening-names'
import openingNamesUrl from 'virtual:opening-names-url'

// A state that comes late is no failure (issue 35): Testing Library's 1 s for findBy… and waitFor
// was passed on a loaded machine by a lazy screen's first load, and screen tests passed only on
// their retry. One that never comes still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 })

// jsdom has no <dialog> methods; real focus behaviour is covered by the Playwright suite.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '')
}
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return
  this.removeAttribute('open')
  this.dispatchEvent(new Event('close'))
}
window.scrollTo = () => undefined
// Nor pointer capture, which sonner asks for when a toast's button is pressed.
Element.prototype.setPointerCapture ??= () => undefined
Element.prototype.releasePointerCapture ??= () => undefined

// A console.error during a screen test is a bug (a React warning, an unhandled failure).
// jsdom cannot draw an SVG board (features/board/chess-board.tsx says so and goes on): that one
// warning is expected; the end-to-end tests draw the board.
const warn = console.warn.bind(console)
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (args[0] !== 'Gambit: the board could not be drawn') warn(...args)
  })
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

// The board fetches the build's opening names file (features/board/opening-name.tsx); jsdom has
// no build to fetch it from: the same map, built by the same plugin, answers.
const fetchElsewhere = globalThis.fetch
globalThis.fetch = async (input, init) =>
  String(input) === openingNamesUrl
    ? new Response(JSON.stringify(openingNames), {
        headers: { 'Content-Type': 'application/json' },
      })
    : fetchElsewhere(input, init)

afterEach(() => {
  // Sonner keeps its toasts in a module-level store that outlives the rendered <Toaster/>.
  toast.dismiss()
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  vi.unstubAllGlobals()
})
