import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pagePolicy, SECURITY_HEADERS } from '../src/server/security-headers.ts'

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(file)
    return entry.name.endsWith('.html') ? [file] : []
  })

/**
 * `_headers` for static hosts that read it (the Node server sends the same headers itself): one
 * rule for every address, since hosts add up the rules that match (two policies would both be
 * enforced), so one policy allows every page's inline scripts by their hash.
 */
export function staticHeaders(dist: string): string {
  const pages = htmlFiles(dist).map((file) => readFileSync(file, 'utf8'))
  return [
    '/*',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
    `  Content-Security-Policy: ${pagePolicy(...pages)}`,
    '',
  ].join('\n')
}
