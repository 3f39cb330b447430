/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { buildDefines } from './build/defines.ts'
import { serviceWorkerPlugin } from './build/service-worker-plugin.ts'

// A new id per build lets the page wait for the worker of its own build (docs/architecture.md).
const buildId = Date.now().toString(36)

export default defineConfig(({ mode }) => {
  const define = buildDefines(mode, buildId)
  return {
    define,
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    plugins: [react(), serviceWorkerPlugin(define, buildId)],
    preview: { headers: { 'Cache-Control': 'no-cache' } },
    // Every browser we support has modulepreload; the polyfill would only add to the entry.
    // The manifest tells the prerender which chunks each screen needs (build/prerender.ts).
    build: { modulePreload: false, manifest: true },
    test: {
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'api',
            environment: 'node',
            include: ['src/mock-server/**/*.test.ts'],
            setupFiles: ['src/testing/setup-api.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/mock-server/**'],
            setupFiles: ['src/testing/setup-ui.ts'],
          },
        },
        {
          extends: true,
          test: { name: 'build', environment: 'node', include: ['build/**/*.test.ts'] },
        },
      ],
    },
  }
})
