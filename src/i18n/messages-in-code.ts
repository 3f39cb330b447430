import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { CONTEXT_SEPARATOR } from './translate'

/** Folders whose words never reach the page: the back end's messages stay English (docs/product.md). */
const NOT_THE_PAGE = ['api', 'server', 'worker', 'testing']

export type MessageUse = { message: string; where: string }

/**
 * Every message the page's code says through `t(…)` or `tIn(…)` (src/i18n/translate.ts), read
 * with TypeScript's parser, and every call whose message is not written out (no catalogue could
 * hold it): the catalogues' test compares them with each language (docs/decisions/032).
 */
export function messagesInCode(srcFolder: string) {
  const uses: MessageUse[] = []
  const unreadable: string[] = []
  // Said when the module loads, a message would stay in the language of that moment.
  const atLoad: string[] = []
  for (const file of codeFiles(srcFolder)) {
    const text = readFileSync(file, 'utf8')
    if (!/from '(@\/i18n\/translate|\.\/translate)'/.test(text)) continue
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node, inFunction = false) => {
      const said = ts.isCallExpression(node) && ts.isIdentifier(node.expression)
      const name = said ? node.expression.text : ''
      if (said && (name === 't' || name === 'tIn')) {
        // tIn(context, message): the key is the context, the separator and the words.
        const count = name === 't' ? 1 : 2
        const written = node.arguments.slice(0, count).map(writtenOut)
        const { line } = source.getLineAndCharacterOfPosition(node.getStart())
        const where = `${path.relative(srcFolder, file)}:${line + 1}`
        if (written.length === count && written.every((text) => text !== undefined))
          uses.push({ message: written.join(CONTEXT_SEPARATOR), where })
        else unreadable.push(where)
        if (!inFunction) atLoad.push(where)
      }
      const inside = inFunction || ts.isFunctionLike(node)
      ts.forEachChild(node, (child) => visit(child, inside))
    }
    visit(source)
  }
  const messages = [...new Set(uses.map(({ message }) => message))].sort()
  return { uses, messages, unreadable, atLoad }
}

const writtenOut = (node: ts.Node): string | undefined =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined

function codeFiles(folder: string, top = folder): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory())
      return folder === top && NOT_THE_PAGE.includes(entry.name) ? [] : codeFiles(full, top)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}
