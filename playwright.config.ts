import { defineConfig, devices } from '@playwright/test'

// scripts/e2e.mjs resolves CHROME_PATH (see scripts/find-chromium.mjs) before starting Playwright.
const executablePath = process.env.CHROME_PATH || undefined
// Ports of the two servers the tests start; a machine that uses them elsewhere chooses others
// (docs/testing.md, "Ports").
const port = Number(process.env.GAMBIT_E2E_PORT || 4173)
/** `npm run serve` over the same build (e2e/server/), with its own data for the run. */
const serverPort = Number(process.env.GAMBIT_E2E_SERVER_PORT || 8787)
const launchOptions = {
  executablePath,
  // Without these Chromium keeps calling home, and this machine's closed network refuses it.
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Measured on these 2 cores (docs/testing.md, "The suite's time"); GAMBIT_E2E_WORKERS to try others.
  workers: Number(process.env.GAMBIT_E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  // Sized for a machine twice as slow as these 2 cores (issue 35): a test waits for states, and
  // a state that comes late is not a failure; one that never comes still fails. A fresh-clone CI
  // run on such a machine took journeys of 30 s here to 56 s and past 60 s: 90 s each.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every test a quarter of its CPU even when it passes and the trace
    // is thrown away (docs/testing.md, "The suite's time"): in CI a failed test is tried once
    // more, recorded; alone, `--trace on` records one.
    trace: 'on-first-retry',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'server/**',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'server',
      testMatch: 'server/**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
        baseURL: `http://localhost:${serverPort}`,
      },
    },
  ],
  webServer: [
    {
      command: `node_modules/.bin/vite preview --port ${port} --strictPort`,
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // PostgreSQL when DATABASE_URL is set (CI), else PGlite in a folder of its own.
      // scripts/e2e.mjs built both already (GAMBIT_E2E_BUILT); else the server is built here.
      command: `node scripts/serve.mjs --no-page-build${
        process.env.GAMBIT_E2E_BUILT ? ' --no-server-build' : ''
      }`,
      url: `http://localhost:${serverPort}/api/categories`,
      env: {
        PORT: String(serverPort),
        GAMBIT_DATA_DIR: 'node_modules/.tmp/gambit-e2e-data',
        // The README's demo accounts, locked, on PostgreSQL too (docs/decisions/021).
        GAMBIT_DEMO: '1',
        GAMBIT_CURATORS: 'alex@gambit.dev',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
})
