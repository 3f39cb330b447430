import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'
import { expect, test } from 'vitest'
import { buildDefines } from './defines'
import { workerConfig } from './service-worker-plugin'

const root = fileURLToPath(new URL('..', import.meta.url))

async function workerCode(mode: string): Promise<string> {
  const output = await build(
    workerConfig({
      root,
      outDir: 'dist-unused',
      alias: { '@': `${root}src` },
      define: buildDefines(mode, 'test'),
      write: false,
    }),
  )
  const [first] = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[]
  return first!.output[0].code
}

// docs/testing.md: test-only controls never reach the product.
test('the product worker has no fault injection; the e2e worker has it', async () => {
  const product = await workerCode('production')
  expect(product).not.toContain('inject-fault')
  expect(product).not.toContain('Injected fault')
  expect(product).not.toContain('bench-')
  expect(await workerCode('e2e')).toContain('inject-fault')
}, 60_000)
