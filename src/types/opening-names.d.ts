// The opening names' map and its file's address (build/opening-names-plugin.ts).
declare module 'virtual:opening-names' {
  const names: import('@/shared/opening-names').OpeningNames
  export default names
}
declare module 'virtual:opening-names-url' {
  const url: string
  export default url
}
