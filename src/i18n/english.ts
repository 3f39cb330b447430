/**
 * English, the source language, said without the library: its messages are the catalogues' keys
 * and the code's own words, so a first visit in English loads no catalogue and no Lingui
 * (docs/decisions/032). What it reads of ICU MessageFormat is what the messages use: `{name}`,
 * and `{name, plural, =0 {…} one {…} other {…}}` with `#` for the number; a test checks that it
 * says every message as Lingui does.
 */
export type MessageValues = Record<string, string | number | undefined>

// Made at the first plural, not on import: Intl's first use loads the browser's locale data, a
// long task on the first visit where it ran (shared/thousands.ts; docs/performance.md).
let english: { plural: Intl.PluralRules; number: Intl.NumberFormat } | undefined
const intl = () =>
  (english ??= { plural: new Intl.PluralRules('en'), number: new Intl.NumberFormat('en') })

export const formatEnglish = (message: string, values: MessageValues = {}): string =>
  message.includes('{') ? said(message, values) : message

function said(text: string, values: MessageValues, number?: string): string {
  let out = ''
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!
    if (char === '{') {
      const end = closing(text, at)
      out += argument(text.slice(at + 1, end), values)
      at = end
    } else out += char === '#' && number !== undefined ? number : char
  }
  return out
}

/** The index of the `}` that closes the `{` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0
  for (let at = open; at < text.length; at++) {
    if (text[at] === '{') depth++
    else if (text[at] === '}' && --depth === 0) return at
  }
  throw new Error(`Unclosed argument in "${text}"`)
}

function argument(inner: string, values: MessageValues): string {
  const [name = '', kind, ...rest] = inner.split(',')
  const value = values[name.trim()]
  if (kind === undefined) return value === undefined ? '' : String(value)
  const branches = branchesOf(rest.join(','))
  if (kind.trim() !== 'plural') return said(branches[String(value)] ?? branches.other ?? '', values)
  const count = Number(value)
  const chosen = branches[`=${count}`] ?? branches[intl().plural.select(count)] ?? branches.other
  return said(chosen ?? '', values, intl().number.format(count))
}

/** `one {…} other {…}` as its branches by key. */
function branchesOf(text: string): Record<string, string> {
  const branches: Record<string, string> = {}
  let at = 0
  while (at < text.length) {
    const open = text.indexOf('{', at)
    if (open < 0) break
    const end = closing(text, open)
    branches[text.slice(at, open).trim()] = text.slice(open + 1, end)
    at = end + 1
  }
  return branches
}
