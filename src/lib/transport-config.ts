// The transport's settings (docs/architecture.md, "One transport"): what the first screen sets
// (the back end's start, the session's token, what a refused token does) without the request
// code itself, which loads with the first screen that calls the back end (./api-transport.ts).

type Transport = { fetch: typeof fetch; ready: Promise<unknown> }

let transport: Transport = {
  fetch: (...args) => globalThis.fetch(...args),
  ready: Promise.resolve(),
}
let authToken: string | null = null
let onUnauthorized: () => void = () => undefined

/** main.tsx hands in the "back end ready" promise; tests hand in a fetch that calls the Hono app. */
export function configureApiClient(next: Partial<Transport>): void {
  transport = { ...transport, ...next }
}

/** Resolves when the back end can answer; rejects with the reason it cannot start. */
export function backendReady(): Promise<unknown> {
  return transport.ready
}

/** The one place the session token is kept for requests. */
export function setAuthToken(token: string | null): void {
  authToken = token
}

/** Called when the server refuses the session's token (expired, or the demo data was reset). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler
}

/** What a request is sent with, as set now. */
export const currentTransport = (): Transport => transport
export const currentAuthToken = (): string | null => authToken
export const refuseSession = (): void => onUnauthorized()
