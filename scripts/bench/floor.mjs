import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

// The floor a first visit's scripts are held to (issue 64: at most 1.15× it): the same React,
// React DOM and React Router Gambit ships, hydrating one prerendered route, built by the same
// Vite for production. What Gambit sends beyond it is Gambit's own.

const PAGE = `import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter, Link, Route, Routes } from 'react-router'
function Home() {
  return <main><h1>Home</h1><Link to="/about">About</Link></main>
}
hydrateRoot(
  document.getElementById('root'),
  <BrowserRouter>
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="*" element={<h1>Not found</h1>} />
    </Routes>
  </BrowserRouter>,
)
`

/** The bare app's JavaScript, gzip -9, in bytes. */
export async function bareReactRouterWeight() {
  // Inside the project, so that the page's imports resolve to Gambit's node_modules.
  mkdirSync('node_modules/.cache', { recursive: true })
  const root = mkdtempSync(path.resolve('node_modules/.cache/gambit-floor-'))
  try {
    writeFileSync(path.join(root, 'main.jsx'), PAGE)
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
    )
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      // Gambit's own packages, not copies: the floor moves with the versions Gambit pins.
      resolve: { dedupe: ['react', 'react-dom', 'react-router'] },
      build: { outDir: path.join(root, 'dist') },
    })
    const assets = path.join(root, 'dist', 'assets')
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce(
        (sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length,
        0,
      )
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
