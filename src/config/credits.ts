// What Gambit ships from others (docs/product.md, "Rules that hold everywhere (wave 5)"): the
// "Credits and licences" page lists it, and config/credits.test.ts checks the libraries against
// package.json and each package's own licence, so the page cannot fall behind.

export type Credit = {
  name: string
  /** An SPDX identifier. */
  licence: string
  source: string
}

/** Gambit's own code (LICENSE). */
export const GAMBIT_LICENCE = 'MIT'

/** The engine: a separate program the page runs in a worker (docs/decisions/038). */
export const ENGINE = {
  name: 'Stockfish 19 (lite, single-threaded WebAssembly), through Stockfish.js 19.0.0',
  copyright: 'Copyright © the Stockfish developers (see AUTHORS in its source)',
  licence: 'GPL-3.0',
  licenceText: '/engine/COPYING.txt',
  sources: [
    'https://github.com/official-stockfish/Stockfish',
    'https://github.com/nmrugg/stockfish.js',
  ],
}

export const DATA: Credit[] = [
  {
    name: 'Lichess opening names (lichess-org/chess-openings)',
    licence: 'CC0-1.0',
    source: 'https://github.com/lichess-org/chess-openings',
  },
  {
    name: 'Lichess puzzle database',
    licence: 'CC0-1.0',
    source: 'https://database.lichess.org/#puzzles',
  },
  {
    name: 'Noto Sans Devanagari (@fontsource/noto-sans-devanagari)',
    licence: 'OFL-1.1',
    source: 'https://github.com/notofonts/devanagari',
  },
]

/** Every runtime library of package.json but the engine and the font (above). */
export const LIBRARIES: Credit[] = [
  { name: 'React, React DOM', licence: 'MIT', source: 'https://github.com/facebook/react' },
  { name: 'React Router', licence: 'MIT', source: 'https://github.com/remix-run/react-router' },
  { name: 'TanStack Query', licence: 'MIT', source: 'https://github.com/TanStack/query' },
  { name: 'TanStack Virtual', licence: 'MIT', source: 'https://github.com/TanStack/virtual' },
  { name: 'Hono, @hono/node-server', licence: 'MIT', source: 'https://github.com/honojs/hono' },
  { name: 'idb', licence: 'ISC', source: 'https://github.com/jakearchibald/idb' },
  { name: 'PGlite', licence: 'Apache-2.0', source: 'https://github.com/electric-sql/pglite' },
  { name: 'node-postgres (pg)', licence: 'MIT', source: 'https://github.com/brianc/node-postgres' },
  { name: 'jose', licence: 'MIT', source: 'https://github.com/panva/jose' },
  { name: 'zod', licence: 'MIT', source: 'https://github.com/colinhacks/zod' },
  { name: 'chess.js', licence: 'BSD-2-Clause', source: 'https://github.com/jhlywa/chess.js' },
  { name: 'cm-chessboard', licence: 'MIT', source: 'https://github.com/shaack/cm-chessboard' },
  { name: 'ts-fsrs', licence: 'MIT', source: 'https://github.com/open-spaced-repetition/ts-fsrs' },
  { name: 'Lingui', licence: 'MIT', source: 'https://github.com/lingui/js-lingui' },
  { name: 'Lucide', licence: 'ISC', source: 'https://github.com/lucide-icons/lucide' },
  { name: 'Sonner', licence: 'MIT', source: 'https://github.com/emilkowalski/sonner' },
  { name: 'prom-client', licence: 'Apache-2.0', source: 'https://github.com/siimon/prom-client' },
]

/** Each package of package.json's dependencies, by the credit that names it. */
export const PACKAGES: Record<string, string> = {
  react: 'React, React DOM',
  'react-dom': 'React, React DOM',
  'react-router': 'React Router',
  '@tanstack/react-query': 'TanStack Query',
  '@tanstack/react-virtual': 'TanStack Virtual',
  hono: 'Hono, @hono/node-server',
  '@hono/node-server': 'Hono, @hono/node-server',
  idb: 'idb',
  '@electric-sql/pglite': 'PGlite',
  pg: 'node-postgres (pg)',
  jose: 'jose',
  zod: 'zod',
  'chess.js': 'chess.js',
  'cm-chessboard': 'cm-chessboard',
  'ts-fsrs': 'ts-fsrs',
  '@lingui/core': 'Lingui',
  lucide: 'Lucide',
  sonner: 'Sonner',
  'prom-client': 'prom-client',
  '@fontsource/noto-sans-devanagari': 'Noto Sans Devanagari (@fontsource/noto-sans-devanagari)',
}
