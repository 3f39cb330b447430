import { afterEach, expect, test, vi } from 'vitest'

// The page's wait for its back end (lib/backend.ts): API calls start once this build's worker
// controls the page, and no later (docs/performance.md, "The second registration").

const THIS_BUILD = `https://gambit.test/sw.js?v=${__BUILD_ID__}`

/** A navigator.serviceWorker whose controller is `scriptURL`'s worker, or none. */
function workerContainer(scriptURL: string | undefined) {
  const events = new EventTarget()
  const container = Object.assign(events, {
    controller: scriptURL ? { scriptURL } : null,
    register: vi.fn(async () => ({
      active: null,
      installing: null,
      addEventListener: () => undefined,
    })),
  })
  vi.stubGlobal('navigator', { serviceWorker: container })
  return container
}

afterEach(() => vi.resetModules())

test("a page this build's worker already controls does not register it again", async () => {
  const container = workerContainer(THIS_BUILD)
  const { startBackend } = await import('./backend')
  await startBackend()
  expect(container.register).not.toHaveBeenCalled()
})

test("a page without this build's worker registers it and waits until it takes control", async () => {
  const container = workerContainer('https://gambit.test/sw.js?v=an-older-build')
  const { startBackend } = await import('./backend')
  let started = false
  const ready = startBackend().then(() => (started = true))
  await vi.waitFor(() => expect(container.register).toHaveBeenCalledOnce())
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(started).toBe(false)
  container.controller = { scriptURL: THIS_BUILD }
  container.dispatchEvent(new Event('controllerchange'))
  await ready
  expect(started).toBe(true)
})
