import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { staticHeaders } from './static-headers'

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

test('_headers gives static hosts the server’s headers, with every page’s inline scripts by hash', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'gambit-headers-'))
  try {
    mkdirSync(path.join(dist, 'singlevideo'))
    writeFileSync(path.join(dist, 'index.html'), '<script>var theme=1</script>')
    writeFileSync(
      path.join(dist, 'singlevideo', 'x.html'),
      '<script>load("x")</script><script type="application/json">{"a":1}</script><script type="module" src="/a.js"></script>',
    )
    const headers = staticHeaders(dist)
    expect(headers.startsWith('/*\n  X-Content-Type-Options: nosniff\n')).toBe(true)
    expect(headers).toContain('  Referrer-Policy: strict-origin-when-cross-origin')
    const policy = headers.split('\n').find((line) => line.includes('Content-Security-Policy'))!
    expect(policy).toContain(sha('var theme=1'))
    expect(policy).toContain(sha('load("x")'))
    expect(policy.match(/sha256-/g)).toHaveLength(2)
    expect(policy).toContain("frame-ancestors 'none'")
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})
