import type { UserConfig } from 'vite'
import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vite.config'

/**
 * The resources whose contract reaches the mutated rules: every contract file ran for each
 * mutant took about a minute a mutant; these, a few seconds (docs/testing.md, "Mutation testing").
 */
const RESOURCES_WITH_RULES = [
  'auth',
  'classes',
  'drills',
  'guesses',
  'lessons',
  'puzzles',
  'study',
  'training',
].map((resource) => `src/api/${resource}/**/*.test.ts`)

const config = (base as (env: { mode: string; command: 'serve' }) => UserConfig)({
  mode: 'test',
  command: 'serve',
})
/**
 * The tests `npm run mutate` runs against each mutant (docs/testing.md, "Mutation testing"): the
 * pure rules and the API contract of the resources that use them, on fake IndexedDB, and the
 * sign-in limits on PGlite, the only store that counts them. Screens and browsers see the same
 * rules through these.
 */
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
            // As in `npm test`: modules kept between files, which halved a mutant's time with the
            // same mutants killed (docs/testing.md, "Mutation testing").
            isolate: false,
            include: ['src/shared/**/*.test.ts', ...RESOURCES_WITH_RULES],
            setupFiles: ['src/testing/setup-api.ts', 'src/testing/password-cost.setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'mutate-pglite',
            environment: 'node',
            isolate: false,
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
