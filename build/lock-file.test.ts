import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

type LockedPackage = {
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/** Where Node would find `name` from the package installed at `at` (node_modules lookup). */
function resolve(packages: Record<string, LockedPackage>, at: string, name: string) {
  for (let dir = at; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`
    if (candidate in packages) return candidate
    if (!dir) return undefined
  }
}

/**
 * `npm ci` refuses a lock file that lacks any package a locked package depends on, the optional
 * platform binaries of other systems included ("Missing: … from lock file"), and every CI and
 * container build installs with `npm ci` (.ci/run too).
 */
function missingFromLock(lockText: string): string[] {
  const { packages } = JSON.parse(lockText) as { packages: Record<string, LockedPackage> }
  const missing: string[] = []
  for (const [at, locked] of Object.entries(packages)) {
    const wanted = {
      ...locked.dependencies,
      ...locked.optionalDependencies,
      ...(at === '' ? locked.devDependencies : {}),
    }
    for (const name of Object.keys(wanted))
      if (!resolve(packages, at, name)) missing.push(`${name} (for ${at || 'the project'})`)
  }
  return missing
}

test('the lock file holds every package npm ci needs, on every platform', () => {
  expect(missingFromLock(readFileSync('package-lock.json', 'utf8'))).toEqual([])
})
