import { build, type AliasOptions, type InlineConfig, type Plugin } from 'vite'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { askedLanguage, NOT_FOUND_FILE, pageFileFor } from '../src/shared/static-pages.ts'
import { buildOpenApiDocument } from './openapi.ts'
import { chessDataPlugin } from './chess-data-plugin.ts'
import { stripRouteDocs } from './strip-route-docs.ts'
import { prerender } from './prerender.ts'
import { staticHeaders } from './static-headers.ts'
import { ENGINE_FOLDER } from './engine-plugin.ts'

const SW_ENTRY = 'src/worker/sw.ts'
const SW_FILE = 'sw.js'
/** The API's OpenAPI document, which the worker answers GET /api/openapi.json with. */
const OPENAPI_FILE = 'openapi.json'

/**
 * Builds the mock back end's service worker as its own self-contained bundle.
 * A second rollup input would share chunks with the page and make sw.js start with an
 * `import`, so the worker gets a separate build (see docs/decisions/002-service-worker-build.md).
 */
type WorkerBuild = {
  root: string
  outDir: string
  alias: AliasOptions
  define: Record<string, string>
  write: boolean
}

/** The worker's own build: one self-contained ES module, sw.js. */
export const workerConfig = ({
  root,
  outDir,
  alias,
  define,
  write,
}: WorkerBuild): InlineConfig => ({
  configFile: false,
  root,
  logLevel: 'warn',
  define,
  resolve: { alias },
  plugins: [chessDataPlugin({ root, emit: false }), stripRouteDocs()],
  build: {
    write,
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: path.resolve(root, SW_ENTRY), formats: ['es'], fileName: () => SW_FILE },
    // A service worker may not import() at run time: test-only modules are inlined.
    rollupOptions: { output: { codeSplitting: false } },
  },
})

/** What the worker knows of the page's build: the files to precache and the app's screens. */
const offlineDefines = (precache: string[], screens: string[]) => ({
  __PRECACHE__: JSON.stringify(precache),
  __SCREENS__: JSON.stringify(screens),
})

/**
 * Every file of the build the worker keeps for offline use: not itself, not Vite's manifest, not
 * the pages prerendered in Spanish and Hindi (offline, the English page is drawn again in the
 * chosen language), and not Hindi's font (about 100 KB that only a Hindi page on a system
 * without Devanagari letters fetches; offline, the system's fonts then: docs/decisions/032), and
 * not the engine (1.8 MB a first visit must not download: it is kept once analysis has loaded it,
 * docs/decisions/038).
 */
function filesToPrecache(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(outDir, path.join(entry.parentPath, entry.name))}`)
    .filter(
      (file) =>
        file !== `/${SW_FILE}` &&
        !file.startsWith('/.vite/') &&
        !file.startsWith(`/${ENGINE_FOLDER}/`) &&
        !file.endsWith('.woff2') &&
        !/\.(es|hi)\.html$/.test(file),
    )
    .sort()
}

/**
 * Vite's own preloading (`build.modulePreload`) is off: its helper and dependency lists weighed
 * about 0.7 KB of the first visit (docs/performance.md). The entry's static imports are still
 * announced in the document, so the browser fetches them with the entry, not after it.
 */
function preloadEntryImports(outDir: string) {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>
  const files = new Set<string>()
  const visit = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      const file = manifest[imported]?.file
      if (!file || files.has(file)) continue
      files.add(file)
      visit(imported)
    }
  }
  visit('index.html')
  const document = path.join(outDir, 'index.html')
  const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  writeFileSync(
    document,
    readFileSync(document, 'utf8').replace('</head>', `${links.join('')}</head>`),
  )
}

/**
 * Builds the page's extras after the page itself: the prerendered public screens (build/
 * prerender.ts), then the service worker with the list of files it precaches for offline use.
 */
export function serviceWorkerPlugin(define: Record<string, string>, buildId: string): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  let alias: AliasOptions = []
  const config = (write: boolean, offline = offlineDefines([], [])) =>
    workerConfig({ root, outDir, alias, define: { ...define, ...offline }, write })
  let openApi: Promise<string> | undefined
  const openApiText = () =>
    (openApi ??= buildOpenApiDocument({ root, alias, define }).then((doc) => JSON.stringify(doc)))

  return {
    name: 'gambit-service-worker',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
      alias = config.resolve.alias
    },
    transformIndexHtml() {
      // Registering from the HTML lets the worker install while the page's JavaScript downloads.
      // lib/backend.ts registers the same URL again (a no-op) and handles every failure.
      const url = `/${SW_FILE}?v=${buildId}`
      const register = `navigator.serviceWorker&&navigator.serviceWorker.register(${JSON.stringify(url)},{type:'module',scope:'/',updateViaCache:'none'}).catch(function(){})`
      return [{ tag: 'script', children: register, injectTo: 'head' }]
    },
    configurePreviewServer(server) {
      // `vite preview` as a static host should be: a prerendered page, else the shell for a
      // screen of the app, else 404.html with status 404 (src/shared/static-pages.ts).
      const dist = path.resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        const pathname = req.url?.split('?')[0] ?? '/'
        if (req.method !== 'GET') return next()
        if (path.extname(pathname) !== '') {
          // A missing file is a 404, never the app's HTML (which a lazy chunk would choke on).
          if (existsSync(path.join(dist, decodeURIComponent(pathname)))) return next()
          res.statusCode = 404
          return res.end()
        }
        const { screens } = JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8')) as {
          screens: string[]
        }
        // A build that was not prerendered (the bench's) is a plain single-page app.
        if (!existsSync(path.join(dist, NOT_FOUND_FILE))) return next()
        // As a host that knows the reader's language would (docs/decisions/032).
        const language = askedLanguage(req.headers.cookie, req.headers['accept-language'])
        res.setHeader('Vary', 'Cookie, Accept-Language')
        const exists = (file: string) => existsSync(path.join(dist, file))
        const page = pageFileFor(pathname, exists, screens, language)
        if (page.status === 200) {
          req.url = page.file
          return next()
        }
        res.statusCode = 404
        res.setHeader('Content-Type', 'text/html')
        res.end(readFileSync(path.join(dist, page.file)))
      })
    },
    configureServer(server) {
      // In dev the worker is bundled on request and cached until a source file changes.
      let cached: Promise<string> | undefined
      server.watcher.on('change', () => {
        cached = undefined
        openApi = undefined
      })
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${OPENAPI_FILE}`) return next()
        openApiText().then((text) => {
          res.setHeader('Content-Type', 'application/json')
          res.end(text)
        }, next)
      })
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${SW_FILE}`) return next()
        cached ??= build(config(false)).then((output) => {
          const first = Array.isArray(output) ? output[0] : output
          if (!first || !('output' in first)) throw new Error('service worker build gave no output')
          return first.output[0].code
        })
        cached.then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript')
            res.setHeader('Cache-Control', 'no-cache')
            res.end(code)
          },
          (error: unknown) => {
            cached = undefined
            next(error)
          },
        )
      })
    },
    async closeBundle() {
      if (this.environment.config.consumer !== 'client' || this.environment.mode !== 'build') return
      preloadEntryImports(outDir)
      // The bench build's worker holds 10,000 videos: its pages are not prerendered.
      const screens =
        this.environment.config.mode === 'bench'
          ? []
          : await prerender({ root, outDir, alias, define })
      writeFileSync(path.join(outDir, 'routes.json'), JSON.stringify({ screens }))
      writeFileSync(path.join(outDir, '_headers'), staticHeaders(outDir))
      // Written before the worker is built, so that it is precached with the rest.
      writeFileSync(path.join(outDir, OPENAPI_FILE), await openApiText())
      await build(config(true, offlineDefines(filesToPrecache(outDir), screens)))
    },
  }
}
