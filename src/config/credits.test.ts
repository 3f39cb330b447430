import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { DATA, ENGINE, GAMBIT_LICENCE, LIBRARIES, PACKAGES } from './credits'

// "Credits and licences" cannot fall behind what Gambit ships (docs/product.md, wave 5).

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
const project = json('package.json') as { license: string; dependencies: Record<string, string> }

test('every runtime package is credited under the licence its own package.json gives', () => {
  const credits = new Map([...LIBRARIES, ...DATA].map((credit) => [credit.name, credit]))
  for (const name of Object.keys(project.dependencies)) {
    const { license } = json(`node_modules/${name}/package.json`) as { license: string }
    if (name === 'stockfish') {
      expect(license).toBe(ENGINE.licence)
      continue
    }
    const credit = credits.get(PACKAGES[name] ?? '')
    expect(credit, `${name} has no credit`).toBeDefined()
    expect(credit!.licence, name).toBe(license)
  }
})

test("Gambit's own licence is the one of package.json and LICENSE", () => {
  expect(project.license).toBe(GAMBIT_LICENCE)
  expect(readFileSync('LICENSE', 'utf8')).toMatch(/^MIT License/)
})
