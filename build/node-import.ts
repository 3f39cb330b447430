import { rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type AliasOptions, type PluginOption } from 'vite'

let builds = 0

type NodeImportOptions = {
  root: string
  alias: AliasOptions
  define: Record<string, string>
  plugins?: PluginOption[]
}

/**
 * Builds one of the app's modules for Node and imports it, for work the build does with the
 * app's own code (prerendering, the OpenAPI document). `dispose` removes the built files once
 * the module (and any chunk it loads later) is no longer needed.
 */
export async function importForNode<T>(
  entry: string,
  { root, alias, define, plugins }: NodeImportOptions,
) {
  // A directory per build: Node caches an imported module by its path for the whole process.
  const outDir = path.join(root, `node_modules/.tmp/gambit-node-${process.pid}-${++builds}`)
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define,
    resolve: { alias },
    plugins,
    build: { ssr: entry, outDir, emptyOutDir: true, copyPublicDir: false },
  })
  const file = `${path.basename(entry, path.extname(entry))}.js`
  const module = (await import(pathToFileURL(path.join(outDir, file)).href)) as T
  return { module, dispose: () => rmSync(outDir, { recursive: true, force: true }) }
}
