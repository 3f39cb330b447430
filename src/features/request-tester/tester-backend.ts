/** What the tester needs from the back end besides HTTP; the route hands in lib/backend's controls. */
export type TesterBackend = {
  listRoutes: () => Promise<string[]>
  getDelay: () => Promise<number>
  setDelay: (ms: number) => Promise<number>
  reset: () => Promise<void>
}
