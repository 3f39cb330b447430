import { expect, test } from 'vitest'
import { runCheck, type Check } from './checks'
import type { TesterResponse } from './send-request'

const response: TesterResponse = {
  status: 201,
  statusText: 'Created',
  headers: [],
  data: {
    kind: 'json',
    value: { playlists: [{ title: 'Openings', videos: [] }], ok: true },
    text: '',
  },
  sizeBytes: 10,
  timeMs: 420,
}
const check = (kind: Check['kind'], expected: string, path = ''): Check => ({
  id: 1,
  kind,
  expected,
  path,
})

test.each([
  [check('status', '201'), true, 'status was 201'],
  [check('status', '200'), false, 'status was 201'],
  [check('status', 'abc'), false, 'Give a status, e.g. 200.'],
  [check('time', '500'), true, 'took 420 ms'],
  [check('time', '420'), false, 'took 420 ms'],
  [check('time', '-5'), false, 'Give a time in ms, e.g. 500.'],
  [check('json', 'Openings', '$.playlists[0].title'), true, 'was "Openings"'],
  [check('json', '"Openings"', '$.playlists[0].title'), true, 'was "Openings"'],
  [check('json', 'Endgames', '$.playlists[0].title'), false, 'was "Openings"'],
  [check('json', '[]', '$.playlists[0].videos'), true, 'was []'],
  [check('json', 'true', '$.ok'), true, 'was true'],
  [
    check('json', '{"videos":[],"title":"Openings"}', '$.playlists[0]'),
    true,
    'was {"title":"Openings","videos":[]}',
  ],
  [check('json', 'x', '$.playlists[3]'), false, 'No item 3 (the list has 1).'],
])('%j → %s', (given, pass, detail) => {
  expect(runCheck(given, response)).toEqual({ pass, detail })
})

test('a JSON check on an answer that is not JSON fails and says why', () => {
  expect(
    runCheck(check('json', '1', '$.a'), { ...response, data: { kind: 'text', text: 'hi' } }),
  ).toEqual({ pass: false, detail: 'the answer is not JSON' })
})
