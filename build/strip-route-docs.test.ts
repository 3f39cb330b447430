import { parseAst } from 'vite'
import { expect, test } from 'vitest'
import { stripRouteDocs } from './strip-route-docs.ts'

// The worker's build drops what only the OpenAPI document says (docs/performance.md, "Homework").

const source = `
const tag = 'Classes'
export const classRoutes = defineRoutes([
  route(
    {
      method: 'GET',
      path: '/classes/:classId',
      tag,
      summary: 'A class: its coach sees the code',
      params: { classId: 'c1' },
      example: { class: { name: 'Juniors' } },
      responses: { 200: ['{class}', answers.class], 404: 'No such class' },
      body: ClassBodySchema,
    },
    async (c) => c.json({ summary: 'kept: not a definition' }, 200),
  ),
])`

const strip = (code: string, id: string) => {
  const plugin = stripRouteDocs()
  const transform = plugin.transform as (
    this: { parse: typeof parseAst },
    code: string,
    id: string,
  ) => { code: string } | null
  return transform.call({ parse: parseAst }, code, id)
}

test('a route definition keeps its method, path and body; its documentation goes', () => {
  const { code } = strip(source, '/work/src/api/classes/routes.ts')!
  expect(() => parseAst(code)).not.toThrow()
  expect(code).toContain("method: 'GET'")
  expect(code).toContain("path: '/classes/:classId'")
  expect(code).toContain('body: ClassBodySchema')
  expect(code).toContain('tag: 0')
  for (const gone of ['A class: its coach', 'Juniors', 'No such class', "classId: 'c1'"])
    expect(code).not.toContain(gone)
  expect(code).toContain('kept: not a definition')
})

test('files other than the API routes are left as they are', () => {
  expect(strip(source, '/work/src/app/screens/classes.tsx')).toBeNull()
})
