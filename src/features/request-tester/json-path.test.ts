import { expect, test } from 'vitest'
import { parseJsonPath, readJsonPath } from './json-path'

const answer = {
  playlists: [
    { title: 'Openings', videos: [{ _id: 'a' }, { _id: 'b' }] },
    { title: 'Endgames', videos: [] },
  ],
  'odd key': { "it's": 1 },
  count: 0,
}

test.each([
  ['$', answer],
  ['$.playlists[0].title', 'Openings'],
  ['$.playlists[1].videos', []],
  ['$.playlists[0].videos[-1]._id', 'b'],
  ["$['odd key']['it\\'s']", 1],
  ['$["playlists"][1]["title"]', 'Endgames'],
  ['$.count', 0],
  [' $.playlists[ 0 ].title ', 'Openings'],
])('%s reads %j', (path, value) => {
  expect(readJsonPath(answer, path)).toEqual({ found: true, value })
})

test.each([
  ['$.playlists[2].title', 'No item 2 (the list has 2).'],
  ['$.missing', 'Nothing at "missing".'],
  ['$.count.more', 'Nothing at "more".'],
  ['$.playlists.title', 'Nothing at "title".'],
  ['playlists[0]', 'A JSON path starts with $, e.g. $.playlists[0].title'],
  ['$.playlists[0', 'Cannot read the JSON path from "[0".'],
  ['$..title', 'Cannot read the JSON path from "..title".'],
])('%s is not found: %s', (path, reason) => {
  expect(readJsonPath(answer, path)).toEqual({ found: false, reason })
})

test('a path is parsed into steps', () => {
  expect(parseJsonPath('$.a[0]["b c"]')).toEqual(['a', 0, 'b c'])
})
