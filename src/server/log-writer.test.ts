import { expect, test } from 'vitest'
import { batchedLog } from './log-writer'

test('the lines of one turn of the event loop are written at once, in order; flush writes the rest now', async () => {
  const writes: string[] = []
  const { log, flush } = batchedLog((text) => writes.push(text))
  log('{"n":1}')
  log('{"n":2}')
  expect(writes).toEqual([])
  await new Promise((resolve) => setImmediate(resolve))
  expect(writes).toEqual(['{"n":1}\n{"n":2}\n'])
  log('{"n":3}')
  flush()
  expect(writes).toEqual(['{"n":1}\n{"n":2}\n', '{"n":3}\n'])
  await new Promise((resolve) => setImmediate(resolve))
  expect(writes).toHaveLength(2)
})
