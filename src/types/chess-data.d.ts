// The chess data's files and their addresses (build/chess-data-plugin.ts).
declare module 'virtual:opening-names' {
  const names: import('@/shared/opening-names').OpeningNames
  export default names
}
declare module 'virtual:opening-names-url' {
  const url: string
  export default url
}
declare module 'virtual:shipped-puzzles' {
  const shipped: { fingerprint: string; puzzles: import('@/shared/puzzle-rows').Puzzle[] }
  export default shipped
}
declare module 'virtual:shipped-puzzles-url' {
  const url: string
  export default url
}
