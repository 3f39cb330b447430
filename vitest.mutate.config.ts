import type { UserConfig } from 'vite'
import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vite.config'

/**
 * The tests `npm run mutate` runs against each mutant (docs/testing.md, "Mutation testing"): the
 * API contract and the pure rules on fake IndexedDB, and the sign-in limits on PGlite, which is
 * the only store that counts them. Screens and browsers see the same rules through these.
 */
const config = (base as (env: { mode: string; command: 'serve' }) => UserConfig)({
  mode: 'test',
  command: 'serve',
})
export default mergeConfig(
  { ...config, test: { ...config.test, projects: undefined } },
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'mutate-api',
            environment: 'node',
            include: ['src/api/**/*.test.ts', 'src/shared/**/*.test.ts'],
            exclude: ['src/api/store/postgres/**'],
            setupFiles: ['src/testing/setup-api.ts', 'src/testing/password-cost.setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'mutate-pglite',
            environment: 'node',
            include: ['src/server/sign-in-limits.test.ts'],
            env: { GAMBIT_TEST_STORE: 'pglite' },
            setupFiles: ['src/testing/password-cost.setup.ts'],
            globalSetup: ['src/testing/pglite-dump.setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
)
