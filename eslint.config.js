import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import { readdirSync } from 'node:fs'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync('src/features')

/** The page's folders, and the back end with its two hosts (docs/architecture.md, "Layout"). */
const PAGE = ['@/features/*', '@/app/*', '@/components/*', '@/lib/*', '@/config/*', '@/testing/*']
const HOSTS = ['@/api/*', '@/worker/*', '@/server/*']
// The page takes the API's contract as a type (lib/api-client.ts, decisions/036): nothing else of
// the back end.
const PAGE_SEES_OF_HOSTS = [...HOSTS, '!@/api/contract']

// The page takes only types from the entities' and the answers' schemas: zod stays out of its
// first visit.
const TYPES_ONLY = ['@/shared/entities', '@/shared/lesson', '@/api/contract'].map((name) => ({
  name,
  allowTypeImports: true,
  message: `The page imports types only from ${name} (import type): zod stays off the page.`,
}))

// Stockfish is GPL-3: a separate program the page starts as a worker from the build's engine/
// folder, never a module of Gambit's (docs/decisions/038).
const NO_ENGINE_IMPORT = {
  group: ['stockfish', 'stockfish/*'],
  message: 'Stockfish ships as a separate program (docs/decisions/038): never import it.',
}

/**
 * Forbids imports matching `group`, with the reason shown to whoever writes one; on the page,
 * values from the entities' schemas too. One rule per file: a later one would replace it.
 */
const forbid = (group, message, { page = false } = {}) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group, message }, NO_ENGINE_IMPORT], paths: page ? TYPES_ONLY : [] },
  ],
})

// Code flows shared → features → app (docs/architecture.md, "Layout"); the page reaches the
// back end over HTTP only (lib/api-client.ts) and shares shared/ with it.
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  ignores: ['src/**/*.test.{ts,tsx}'],
  rules: forbid(
    [
      ...features.filter((other) => other !== feature).map((other) => `@/features/${other}/*`),
      '@/app/*',
      ...PAGE_SEES_OF_HOSTS,
    ],
    'Features never import each other, the app or the back end: compose them in src/app.',
    { page: true },
  ),
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-bench',
      'dist-server',
      'reports',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // The fake YouTube API runs in the page.
  { files: ['src/testing/fake-youtube-api.js'], languageOptions: { globals: globals.browser } },
  // Bench scripts run code inside the page with page.evaluate.
  {
    files: ['scripts/bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.ts'],
    rules: forbid(
      ['@/features/*', '@/app/*', ...PAGE_SEES_OF_HOSTS],
      'Shared code never imports features, the app, the back end or its hosts.',
      { page: true },
    ),
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: forbid(
      PAGE_SEES_OF_HOSTS,
      'The page talks to the back end over HTTP; what both need is in shared/.',
      {
        page: true,
      },
    ),
  },
  {
    // The back end runs in a worker and on Node: nothing of the page, nor of either host.
    files: ['src/api/**/*.ts', 'src/shared/**/*.ts', 'src/types/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: forbid(
      [...PAGE, '@/worker/*', '@/server/*'],
      'The back end, shared/ and types/ import only from api/, shared/ and types/.',
    ),
  },
  {
    // Each host runs the back end (api/) and shares shared/ with the page; never the other host.
    files: ['src/worker/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: forbid([...PAGE, '@/server/*'], 'The worker hosts api/: it imports api/ and shared/.'),
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: forbid(
      [...PAGE, '@/worker/*'],
      'The Node server hosts api/: it imports api/ and shared/.',
    ),
  },
  ...featureBoundaries,
  {
    // Every page call is typed from the API's contract (decisions/036); the request tester alone
    // sends whatever its user writes.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['src/features/request-tester/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: "Call the back end with call('METHOD path') (lib/api-client.ts).",
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
)
