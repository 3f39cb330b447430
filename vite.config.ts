/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { buildDefines } from './build/defines.ts'
import { cataloguesPlugin } from './build/catalogues-plugin.ts'
import { chessDataPlugin } from './build/chess-data-plugin.ts'
import { serviceWorkerPlugin } from './build/service-worker-plugin.ts'
import { enginePlugin } from './build/engine-plugin.ts'

// A new id per build lets the page wait for the worker of its own build (docs/architecture.md).
const buildId = Date.now().toString(36)

/**
 * The API contract runs unchanged against every store: any `*.contract.test.ts` under src/api/
 * is part of it, so a new contract file runs on every store without a list to keep.
 */
const CONTRACT_TESTS = 'src/api/**/*.contract.test.ts'
/** The page's `.test.ts` files that need a DOM (the others run in the `logic` project, on Node). */
const PAGE_LOGIC_WITH_A_DOM = [
  'src/shared/static-pages.test.ts',
  'src/i18n/spoken-move.test.ts',
  'src/lib/when-idle.test.ts',
  'src/lib/after-pointer-lift.test.ts',
]
const sqlProjects: [string, string][] = [
  ['api-pglite', 'pglite'],
  ...(process.env.DATABASE_URL ? [['api-postgres', 'postgres'] as [string, string]] : []),
]

export default defineConfig(({ mode }) => {
  const define = buildDefines(mode, buildId)
  return {
    define,
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    plugins: [
      react(),
      chessDataPlugin({ root: fileURLToPath(new URL('.', import.meta.url)), emit: true }),
      serviceWorkerPlugin(define, buildId),
      cataloguesPlugin(fileURLToPath(new URL('.', import.meta.url))),
      enginePlugin(fileURLToPath(new URL('.', import.meta.url))),
    ],
    preview: { headers: { 'Cache-Control': 'no-cache' } },
    // Every browser we support has modulepreload; the polyfill would only add to the entry.
    // The manifest tells the prerender which chunks each screen needs (build/prerender.ts).
    build: {
      modulePreload: false,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Every module of the first visit in the entry's one file (docs/decisions/008): left
            // to itself the bundler split out React, the words and the transport, which the lazy
            // screens share, into seven more files, and each file compresses alone (1.6 KB gzip).
            groups: [{ name: 'index', tags: ['$initial'] }],
          },
        },
      },
    },
    test: {
      restoreMocks: true,
      // Node's projects share their modules between a worker's files (isolate: false, below): a
      // stubbed global or variable is put back after each test, not left to the next file.
      unstubGlobals: true,
      unstubEnvs: true,
      // Sized for a machine twice as slow as these 2 cores (issue 35): tests wait for states,
      // never for the machine's speed.
      testTimeout: 15_000,
      hookTimeout: 15_000,
      // Vitest's default on these 2 cores is one worker (cores − 1): the suite ran file after file.
      // Two, measured: 1,065 s with one, 531 with two; three took 411 s but screen tests then lost
      // races to the load (eight passed only on their retry, one failed twice; docs/testing.md,
      // "The suite's time"). GAMBIT_TEST_WORKERS to try others.
      maxWorkers: Number(process.env.GAMBIT_TEST_WORKERS) || 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'api',
            environment: 'node',
            // The API, zod and Hono imported once a worker, not once a file: api and logic took
            // 47.7 s isolated, 25.0 s not (docs/testing.md, "The suite's time"). Screens stay
            // isolated: their lazy chunks and one query client are per file.
            isolate: false,
            include: ['src/api/**/*.test.ts', 'src/worker/**/*.test.ts'],
            exclude: ['src/api/store/postgres/**'],
            setupFiles: ['src/testing/setup-api.ts', 'src/testing/password-cost.setup.ts'],
          },
        },
        // The same API contract against PostgreSQL: embedded (PGlite), and a real server when
        // DATABASE_URL is set (scripts/test.mjs says so when it is not) (docs/testing.md).
        ...sqlProjects.map(([name, store]) => ({
          extends: true as const,
          test: {
            name,
            environment: 'node',
            // The store's modules, PGlite's among them, loaded once a worker: 234 s → 155 s.
            isolate: false,
            include: [
              CONTRACT_TESTS,
              'src/api/store/postgres/**/*.test.ts',
              'src/server/**/*.test.ts',
            ],
            env: { GAMBIT_TEST_STORE: store },
            setupFiles: ['src/testing/password-cost.setup.ts'],
            // PGlite's initdb once a run, not once a file (docs/testing.md, "The suite's time").
            globalSetup: store === 'pglite' ? ['src/testing/pglite-dump.setup.ts'] : [],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        })),
        {
          extends: true,
          test: {
            name: 'ui',
            environment: 'jsdom',
            // As the end-to-end tests do in CI: one more try for a screen test that lost a race
            // to the machine's load; one that fails twice fails (docs/testing.md).
            retry: process.env.CI ? 1 : 0,
            include: ['src/**/*.test.tsx', ...PAGE_LOGIC_WITH_A_DOM],
            exclude: ['src/api/**', 'src/worker/**', 'src/server/**'],
            setupFiles: ['src/testing/setup-ui.ts', 'src/testing/password-cost.setup.ts'],
          },
        },
        // The page's pure logic (chess rules, parsers, URLs): no DOM to build for each file.
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            isolate: false,
            include: ['src/**/*.test.ts'],
            exclude: ['src/api/**', 'src/worker/**', 'src/server/**', ...PAGE_LOGIC_WITH_A_DOM],
          },
        },
        {
          extends: true,
          test: {
            name: 'build',
            environment: 'node',
            isolate: false,
            include: ['build/**/*.test.ts'],
          },
        },
      ],
    },
  }
})
