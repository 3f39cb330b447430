import { expect, test } from 'vitest'
import { thousands } from './thousands'

test('whole numbers are grouped by thousands, as English writes them', () => {
  for (const n of [0, 7, 999, 1000, 12_345, 100_000, 1_048_576, 86_400, -2500])
    expect(thousands(n)).toBe(n.toLocaleString('en'))
})
