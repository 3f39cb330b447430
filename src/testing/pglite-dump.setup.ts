import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'

/**
 * Vitest's global setup for the projects that run on PGlite: initdb once a run, its data folder
 * dumped to a file that each test file's PGlite starts from (src/testing/pglite-dump.ts).
 */
export default async function setup(project: TestProject) {
  const db = await PGlite.create()
  const dump = await db.dumpDataDir('none')
  await db.close()
  const file = path.resolve('node_modules/.tmp/gambit-pglite-initdb.tar')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteDump', file)
}
