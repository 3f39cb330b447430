import { expect, test } from 'vitest'
import { parseJsonBody } from './parse-json-body'

test('valid JSON parses', () => {
  expect(parseJsonBody('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } })
  expect(parseJsonBody('{}')).toEqual({ ok: true, value: {} })
})

test('an empty body is invalid', () => {
  expect(parseJsonBody('  ')).toEqual({
    ok: false,
    message: 'Error in JSON format: the body is empty',
  })
})

test('the error names line and column', () => {
  expect(parseJsonBody('{\n  "a": 1,\n  b: 2\n}')).toEqual({
    ok: false,
    message: 'Error in JSON format at line 3, column 3',
  })
  expect(parseJsonBody('{"a" 1}')).toEqual({
    ok: false,
    message: 'Error in JSON format at line 1, column 6',
  })
})

test('a truncated body is invalid', () => {
  expect(parseJsonBody('{"a": ')).toMatchObject({
    ok: false,
    message: expect.stringContaining('Error in JSON format'),
  })
})

test('the scanner agrees with JSON.parse on random inputs', async () => {
  const fc = (await import('fast-check')).default
  const { jsonErrorPosition } = await import('./json-error-position')
  const almostJson = fc.oneof(
    fc.json(),
    fc.string(),
    fc.json().map((text) => text.slice(0, -1)),
    fc.json().map((text) => text.replace(/[:,]/, '')),
  )
  fc.assert(
    fc.property(almostJson, (text) => {
      let valid = true
      try {
        JSON.parse(text)
      } catch {
        valid = false
      }
      expect(jsonErrorPosition(text) === -1).toBe(valid)
    }),
    { numRuns: 500 },
  )
})

test('an error at the closing brace is named', () => {
  expect(parseJsonBody('{"email": }')).toEqual({
    ok: false,
    message: 'Error in JSON format at line 1, column 11',
  })
})
