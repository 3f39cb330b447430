import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'
import { PAGE_LANGUAGES_BUT_ENGLISH } from '../src/shared/static-pages.ts'

const PREFIX = 'virtual:catalogue/'

/** A catalogue's file: English message (the key, as the code says it) to its translation. */
export const catalogueFile = (root: string, language: string) =>
  path.join(root, 'src/i18n/catalogues', `${language}.json`)

export const readCatalogue = (root: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(catalogueFile(root, language), 'utf8')) as Record<string, string>

/**
 * `virtual:catalogue/<language>`: that language's messages compiled at build time into the form
 * Lingui's runtime reads, so the page ships no message parser (docs/decisions/032). Each loads
 * only for its language: a module of its own, imported on demand (src/i18n/choose-language.ts).
 */
export function cataloguesPlugin(root: string): Plugin {
  return {
    name: 'gambit-catalogues',
    // Each language's files (Lingui's chunk and its catalogue) by language, as data in <head>:
    // index.html's first script preloads the chosen one's beside the entry, not after it.
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return undefined
        const chunks = Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [file] : [],
        )
        const fileOf = (module: string) =>
          chunks.find(({ facadeModuleId }) => facadeModuleId === module)?.fileName
        const lingui = fileOf(path.join(root, 'src/i18n/lingui.ts'))
        const files = Object.fromEntries(
          PAGE_LANGUAGES_BUT_ENGLISH.map((language) => [
            language,
            [lingui, fileOf(`\0${PREFIX}${language}`)].flatMap((file) =>
              file ? [`/${file}`] : [],
            ),
          ]),
        )
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'gambit-languages' },
            children: JSON.stringify(files),
            injectTo: 'head-prepend',
          },
        ]
      },
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const language = id.slice(PREFIX.length + 1)
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`No catalogue "${language}"`)
      const file = catalogueFile(root, language)
      this.addWatchFile(file)
      const compiled = Object.fromEntries(
        Object.entries(readCatalogue(root, language)).map(([key, said]) => [
          key,
          compileMessage(said),
        ]),
      )
      return `export default ${JSON.stringify(compiled)}`
    },
  }
}
