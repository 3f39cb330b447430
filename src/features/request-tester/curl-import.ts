import { t } from '@/i18n/translate'
import { METHODS, type Method } from './send-request'

/** What a cURL command asks for, ready to fill the tester's form. */
export type ImportedRequest = {
  method: Method
  url: string
  headers: [string, string][]
  body: string
}

export type CurlImport = { ok: true; request: ImportedRequest } | { ok: false; message: string }

/**
 * Splits a POSIX shell command line into words, as bash would for the commands browsers copy
 * ("Copy as cURL" in Chrome, "Copy as cURL (POSIX)" in Firefox): '…', "…" with backslash
 * escapes, $'…' with C escapes, and a backslash before a newline continuing the line.
 */
export function shellWords(command: string): string[] | string {
  const words: string[] = []
  let word: string | null = null
  const push = (text: string) => (word = (word ?? '') + text)
  for (let i = 0; i < command.length; i++) {
    const char = command[i]!
    if (char === '\\') {
      const next = command[++i]
      if (next === '\r' && command[i + 1] === '\n') i++
      else if (next !== '\n' && next !== undefined) push(next)
    } else if (char === "'") {
      const end = command.indexOf("'", i + 1)
      if (end === -1) return t('A single quote is not closed.')
      push(command.slice(i + 1, end))
      i = end
    } else if (char === '$' && command[i + 1] === "'") {
      const read = readAnsiC(command, i + 2)
      if (!read) return t("A $'…' quote is not closed.")
      push(read.text)
      i = read.end
    } else if (char === '"') {
      let text = ''
      for (i++; i < command.length && command[i] !== '"'; i++) {
        const next = command[i + 1] ?? ''
        if (command[i] === '\\' && next === '\n') i++
        else if (command[i] === '\\' && next !== '' && '"\\$`'.includes(next)) text += command[++i]
        else text += command[i]
      }
      if (i >= command.length) return t('A double quote is not closed.')
      push(text)
    } else if (/\s/.test(char)) {
      if (word !== null) words.push(word)
      word = null
    } else push(char)
  }
  if (word !== null) words.push(word)
  return words
}

const C_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', "'": "'", '"': '"' }

/** The text of a $'…' quote from `start` (after the quote), and where it ends. */
function readAnsiC(command: string, start: number): { text: string; end: number } | null {
  let text = ''
  for (let i = start; i < command.length; i++) {
    const char = command[i]!
    if (char === "'") return { text, end: i }
    if (char !== '\\') {
      text += char
      continue
    }
    const next = command[++i] ?? ''
    const hex = /^x([0-9a-fA-F]{1,2})|^u([0-9a-fA-F]{4})/.exec(command.slice(i))
    if (hex) {
      text += String.fromCharCode(parseInt(hex[1] ?? hex[2]!, 16))
      i += hex[0].length - 1
    } else text += C_ESCAPES[next] ?? (next === '\\' ? '\\' : `\\${next}`)
  }
  return null
}

const DATA = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii'])
const WITH_VALUE = new Set(['-o', '--output', '-m', '--max-time', '--connect-timeout', '-w'])

/** Reads a cURL command into a request; anything it cannot send is said, never guessed. */
export function parseCurl(command: string): CurlImport {
  if (/\^\s*\n/.test(command))
    return {
      ok: false,
      message: t('This is a Windows (cmd) command: copy it as cURL (bash/POSIX).'),
    }
  const words = shellWords(command.trim())
  if (typeof words === 'string') return { ok: false, message: words }
  if (words[0] !== 'curl') return { ok: false, message: t('A cURL command starts with "curl".') }
  let method: string | undefined
  let url: string | undefined
  const headers: [string, string][] = []
  const data: string[] = []
  let json = false
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!
    const [flag, inline] = word.startsWith('--') ? word.split(/=(.*)/s) : [word, undefined]
    const value = () => inline ?? words[++i] ?? ''
    if (flag === '-X' || flag === '--request') method = value().toUpperCase()
    else if (word.startsWith('-X') && word.length > 2) method = word.slice(2).toUpperCase()
    else if (flag === '-H' || flag === '--header') {
      const header = value()
      const colon = header.indexOf(':')
      if (colon > 0) headers.push([header.slice(0, colon).trim(), header.slice(colon + 1).trim()])
    } else if (DATA.has(flag!)) data.push(value())
    else if (flag === '--json') {
      data.push(value())
      json = true
    } else if (flag === '-b' || flag === '--cookie') headers.push(['Cookie', value()])
    else if (flag === '-A' || flag === '--user-agent') headers.push(['User-Agent', value()])
    else if (flag === '-e' || flag === '--referer') headers.push(['Referer', value()])
    else if (flag === '-u' || flag === '--user')
      headers.push(['Authorization', `Basic ${btoa(value())}`])
    else if (flag === '--url') url = value()
    else if (WITH_VALUE.has(flag!)) value()
    else if (!word.startsWith('-')) url ??= word
  }
  if (!url) return { ok: false, message: t('The command has no URL.') }
  if (json) {
    const has = (name: string) => headers.some(([key]) => key.toLowerCase() === name)
    if (!has('content-type')) headers.push(['Content-Type', 'application/json'])
    if (!has('accept')) headers.push(['Accept', 'application/json'])
  }
  method ??= data.length > 0 ? 'POST' : 'GET'
  if (!(METHODS as readonly string[]).includes(method))
    return { ok: false, message: t('The tester cannot send {method} requests.', { method }) }
  return { ok: true, request: { method: method as Method, url, headers, body: data.join('&') } }
}
