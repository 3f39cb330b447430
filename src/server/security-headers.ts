import { createHash } from 'node:crypto'

/**
 * The security headers of every answer (docs/architecture.md, "Beyond one browser"): the Node
 * server sends them, and the static build ships them in `_headers` for hosts that read it
 * (build/static-headers.ts). Node only (it hashes with node:crypto).
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const

/** Every answer that is not a page (the API, files) runs nothing and may not be framed. */
export const NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * The engine's loader runs as a worker under its own answer's policy: it compiles its
 * WebAssembly and fetches it from beside itself (docs/decisions/038).
 */
export const ENGINE_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'"

// Inline scripts that run (not the page's data, which is JSON): each is allowed by its hash.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g

/** The `'sha256-…'` sources of the inline scripts of these pages. */
export const inlineScriptHashes = (...pages: string[]): string[] => [
  ...new Set(
    pages.flatMap((html) =>
      [...html.matchAll(INLINE_SCRIPT)].map(
        ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
      ),
    ),
  ),
]

/**
 * A page's policy: its inline scripts by hash, YouTube's IFrame API and nocookie player, its
 * thumbnails, the engine's WebAssembly (a static host gives the engine's worker this policy too);
 * nothing may frame it. The request tester sends to any address, so connections may
 * go anywhere over HTTP(S).
 */
export function pagePolicy(...pages: string[]): string {
  return [
    "default-src 'self'",
    [
      'script-src',
      "'self'",
      "'wasm-unsafe-eval'",
      ...inlineScriptHashes(...pages),
      'https://www.youtube.com',
    ].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com",
    'frame-src https://www.youtube-nocookie.com',
    "connect-src 'self' http: https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
