import { expect, test } from 'vitest'
import { csvRecords, parseCsv } from './csv'

test('quoted fields keep their commas, doubled quotes and line breaks', () => {
  const text = 'a,b,c\r\n"x, y","say ""hi""","two\nlines"\n'
  expect(parseCsv(text)).toEqual([
    ['a', 'b', 'c'],
    ['x, y', 'say "hi"', 'two\nlines'],
  ])
})

test('a byte-order mark, blank lines and a missing last line break are ignored', () => {
  expect(parseCsv('\uFEFFa,b\n\n1,2')).toEqual([
    ['a', 'b'],
    ['1', '2'],
  ])
})

test('empty fields stay empty; a lone carriage return inside a field is kept', () => {
  expect(parseCsv('a,,c\n"",x\ry,')).toEqual([
    ['a', '', 'c'],
    ['', 'x\ry', ''],
  ])
})

test('records are keyed by the header, trimmed and lowercased; short rows get empty fields', () => {
  expect(csvRecords(' YouTube ,Title\nabc,"A, B"\nxyz')).toEqual([
    { youtube: 'abc', title: 'A, B' },
    { youtube: 'xyz', title: '' },
  ])
  expect(csvRecords('')).toEqual([])
})
