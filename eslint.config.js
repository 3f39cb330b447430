import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import { readdirSync } from 'node:fs'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync('src/features')

/** Forbids imports matching `group`, with the reason shown to whoever writes one. */
const forbid = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
})

// Code flows shared → features → app (docs/architecture.md, "Layout").
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: forbid(
    [
      ...features.filter((other) => other !== feature).map((other) => `@/features/${other}/*`),
      '@/app/*',
    ],
    'Features never import each other or the app: compose them in src/app.',
  ),
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-bench',
      'dist-server',
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.ts'],
    rules: forbid(['@/features/*', '@/app/*'], 'Shared code never imports features or the app.'),
  },
  {
    // The back end runs in a worker and on Node: nothing of the page may come with it.
    files: ['src/mock-server/**/*.ts', 'src/shared/**/*.ts', 'src/types/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: forbid(
      ['@/features/*', '@/app/*', '@/components/*', '@/lib/*', '@/config/*', '@/testing/*'],
      'The back end, shared/ and types/ import only from mock-server/, shared/ and types/.',
    ),
  },
  ...featureBoundaries,
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
)
