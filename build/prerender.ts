import react from '@vitejs/plugin-react'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { AliasOptions } from 'vite'
import { importForNode } from './node-import.ts'
import { cataloguesPlugin } from './catalogues-plugin.ts'
import { chessDataPlugin } from './chess-data-plugin.ts'
import {
  inLanguage,
  PAGE_LANGUAGES_BUT_ENGLISH,
  prerenderedFile,
  SHELL_FILE,
} from '../src/shared/static-pages.ts'

/** What src/entry-server.tsx offers (its own types stay with the app's tsconfig). */
type RenderedPage = { html: string; data: unknown; renderedFor: string; page: string }
type EntryServer = {
  prerenderPaths: () => string[]
  renderIn: (language: string) => Promise<void>
  renderPage: (path: string) => Promise<RenderedPage>
  screenPatterns: string[]
}
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestChunk>

export type PrerenderOptions = {
  root: string
  outDir: string
  alias: AliasOptions
  define: Record<string, string>
}

const ROOT_RE = /<div id="root">[\s\S]*<!-- \/root -->\s*<\/div>/

/**
 * Renders every public screen of the route table to HTML (docs/architecture.md, "Prerendered
 * pages"): builds src/entry-server.tsx for Node, renders each path, and writes it into a copy of
 * the built index.html with the page's own title, its route chunk preloaded, and its query data.
 * The untouched index.html becomes shell.html, served for a user's own pages.
 * Returns the app's screen patterns, for the servers and the worker.
 */
export async function prerender({ root, outDir, alias, define }: PrerenderOptions) {
  const { module: server, dispose } = await importForNode<EntryServer>('src/entry-server.tsx', {
    root,
    alias,
    define,
    plugins: [react(), chessDataPlugin({ root, emit: false }), cataloguesPlugin(root)],
  })

  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8')
  writeFileSync(path.join(outDir, SHELL_FILE), template)
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest

  try {
    await writePages(server, template, manifest, outDir)
  } finally {
    dispose()
  }
  return server.screenPatterns
}

async function writePages(
  server: EntryServer,
  template: string,
  manifest: Manifest,
  outDir: string,
) {
  // Each page in each language (docs/decisions/032): a host that knows the reader's language
  // answers with theirs (static-pages.ts), and its first paint needs no script.
  for (const language of ['en', ...PAGE_LANGUAGES_BUT_ENGLISH]) {
    await server.renderIn(language)
    const inItsLanguage = template.replace('<html lang="en"', `<html lang="${language}"`)
    for (const pagePath of server.prerenderPaths()) {
      const page = await server.renderPage(pagePath)
      const file = path.join(outDir, inLanguage(prerenderedFile(pagePath), language))
      mkdirSync(path.dirname(file), { recursive: true })
      const tags = preloads(manifest, page.page, (url) => template.includes(`"${url}"`))
      writeFileSync(file, pageDocument(inItsLanguage, page, tags))
    }
  }
  await server.renderIn('en')
}

/** The built index.html with the rendered page in #root and its head tags in <head>. */
function pageDocument(
  template: string,
  { html, data, renderedFor }: RenderedPage,
  preloadTags: string,
): string {
  // React puts the hoistable tags (<title>, preloads) first; they belong in <head>.
  const [, hoisted = '', body = html] =
    /^((?:<(?:title|link|meta)\b[^>]*>(?:[^<]*<\/title>)?)*)([\s\S]*)$/.exec(html) ?? []
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  const document = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(
      '<meta name="gambit-prerendered" content="" />',
      `<meta name="gambit-prerendered" content="${renderedFor}" />`,
    )
    .replace('</head>', `${hoisted}${preloadTags}</head>`)
    .replace(
      ROOT_RE,
      `<div id="root" data-prerendered="${renderedFor}">${body}</div><script id="gambit-data" type="application/json">${json}</script>`,
    )
  return scriptsAfterFirstPaint(document)
}

/**
 * The page is complete without JavaScript, so its scripts (the entry and every modulepreload)
 * are requested only once its first paint is presented: nothing competes with the stylesheet for the first
 * screen (docs/decisions/007). The worker is registered by the app (lib/backend.ts).
 */
const PRELOADS_PER_TASK = 6

function scriptsAfterFirstPaint(document: string): string {
  const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/
  const WORKER = /<script>(navigator\.serviceWorker[^<]*)<\/script>/
  const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g
  const entry = ENTRY.exec(document)?.[1]
  if (!entry || !WORKER.test(document))
    throw new Error('prerender: the entry or the worker script is missing')
  const preloads = [...document.matchAll(PRELOAD)].map(([, href]) => href)
  // Each request costs the main thread a little (a video page asks for 36 files): a few per task,
  // so that no task is long (docs/performance.md, "The video page's main thread").
  const load =
    `(function(){var n=0,d=document,q=${JSON.stringify(preloads)};function some(){` +
    `q.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){var l=d.createElement('link');` +
    `l.rel='modulepreload';l.href=h;d.head.appendChild(l)});if(q.length)setTimeout(some)}` +
    `function go(){if(n++)return;var s=d.createElement('script');s.type='module';` +
    `s.src=${JSON.stringify(entry)};d.head.appendChild(s);some()}` +
    // After the first paint is on screen, not after the first frame is begun: on 2 cores the
    // scripts' work delayed the paint itself (the first grid 208 → 164 ms; docs/performance.md).
    `try{new PerformanceObserver(function(l,o){o.disconnect();setTimeout(go)})` +
    `.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go)})}` +
    `setTimeout(go,200)})()`
  return document
    .replace(ENTRY, '')
    .replace(WORKER, '')
    .replace(PRELOAD, '')
    .replace('</body>', `<script>${load}</script></body>`)
}

/**
 * Modulepreloads and stylesheets of a screen's lazy chunk, so it loads with the entry. A lazy
 * screen reads queries, so the query client's code comes too, and the screens' map that finds
 * it; the landing page needs neither (lib/query-client.ts).
 */
function preloads(manifest: Manifest, page: string, inTemplate: (url: string) => boolean): string {
  const files = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.css?.forEach((sheet) => css.add(sheet))
    chunk.imports?.forEach(visit)
  }
  visit(`src/app/screens/${page}.tsx`)
  if (files.size > 0) {
    visit('src/lib/make-query-client.ts')
    // The lazy screen is found through the screens' map, a chunk of its own (app/screen-loaders.ts).
    visit('src/app/screen-loaders.ts')
  }
  const fresh = (file: string) => !inTemplate(`/${file}`)
  return [
    ...[...css]
      .filter(fresh)
      .map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`),
    ...[...files]
      .filter(fresh)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('')
}
