import type { TestServer } from './test-server'

/** The addresses `server` is asked for from now on, in order (a screen test's network log). */
export function requestsSeen(server: TestServer): string[] {
  const seen: string[] = []
  const request = server.app.request.bind(server.app)
  server.app.request = (input, ...rest) => {
    seen.push(String(input))
    return request(input, ...rest)
  }
  return seen
}
