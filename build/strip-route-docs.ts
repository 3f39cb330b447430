import type { Plugin } from 'vite'

/**
 * The worker's build only: what a route definition says for the API's documentation (summary,
 * tag, answers, examples) becomes `0`. The worker answers GET /api/openapi.json with the file the
 * build wrote from the full definitions (./service-worker-plugin.ts), so these words were dead
 * weight in sw.js: about 3 KB of gzip (docs/performance.md, "Homework").
 */
const DOCUMENTATION = new Set(['summary', 'tag', 'responses', 'example', 'params'])

type Node = { type: string; start: number; end: number; [key: string]: unknown }
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

type Cut = { start: number; end: number; by: string }

/** The documentation's values in `route({...}, handler)` calls, with what replaces each. */
function documentationCuts(node: Node, found: Cut[] = []): Cut[] {
  if (node.type === 'CallExpression') {
    const { callee, arguments: given } = node as unknown as { callee: Node; arguments: Node[] }
    const [definition] = given
    if (
      callee.type === 'Identifier' &&
      callee.name === 'route' &&
      definition?.type === 'ObjectExpression'
    )
      for (const property of definition.properties as Node[]) {
        const key = property.key as Node | undefined
        const name = key?.type === 'Identifier' ? key.name : undefined
        if (
          property.type === 'Property' &&
          !property.computed &&
          DOCUMENTATION.has(name as string)
        ) {
          const value = property.value as Node
          // `{ tag }` is `{ tag: tag }`: the whole property is written again.
          found.push(
            property.shorthand
              ? { start: property.start, end: property.end, by: `${name}: 0` }
              : { start: value.start, end: value.end, by: '0' },
          )
        }
      }
  }
  for (const value of Object.values(node))
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) documentationCuts(child, found)
  return found
}

export function stripRouteDocs(): Plugin {
  return {
    name: 'gambit-strip-route-docs',
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/api\/.*routes\.ts$/.test(id)) return null
      const cuts = documentationCuts(this.parse(code) as unknown as Node)
      let stripped = code
      for (const { start, end, by } of cuts.sort((a, b) => b.start - a.start))
        stripped = `${stripped.slice(0, start)}${by}${stripped.slice(end)}`
      return { code: stripped, map: null }
    },
  }
}
