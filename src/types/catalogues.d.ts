/** A language's catalogue, compiled by build/catalogues-plugin.ts into Lingui's message form. */
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core'
  const messages: Messages
  export default messages
}
