import { rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type AliasOptions } from 'vite'

type OpenApiOptions = { root: string; alias: AliasOptions; define: Record<string, string> }

/**
 * The API's OpenAPI document, made in Node from the route definitions (src/mock-server/
 * openapi.ts) and handed to the worker's build: the worker serves it without carrying zod's
 * JSON Schema code (docs/api.md, "OpenAPI").
 */
export async function buildOpenApiDocument({ root, alias, define }: OpenApiOptions) {
  const outDir = path.join(root, `node_modules/.tmp/gambit-openapi-${process.pid}-${Date.now()}`)
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      define,
      resolve: { alias },
      build: { ssr: 'src/mock-server/openapi.ts', outDir, emptyOutDir: true, copyPublicDir: false },
    })
    const module = (await import(pathToFileURL(path.join(outDir, 'openapi.js')).href)) as {
      openApiDocument: () => unknown
    }
    return module.openApiDocument()
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
