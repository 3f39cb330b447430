import type { AliasOptions } from 'vite'
import { importForNode } from './node-import.ts'
import { chessDataPlugin } from './chess-data-plugin.ts'

type OpenApiOptions = { root: string; alias: AliasOptions; define: Record<string, string> }

/**
 * The API's OpenAPI document, made in Node from the route definitions (src/api/http/
 * openapi.ts) and written beside the page for the worker, which serves it without carrying zod's
 * JSON Schema code (docs/api.md, "OpenAPI").
 */
export async function buildOpenApiDocument(options: OpenApiOptions) {
  const { module, dispose } = await importForNode<{ openApiDocument: () => unknown }>(
    'src/api/http/openapi.ts',
    // Whatever the routes import of the opening names resolves, as in the app's own build.
    { ...options, plugins: [chessDataPlugin({ root: options.root, emit: false })] },
  )
  try {
    return module.openApiDocument()
  } finally {
    dispose()
  }
}
