import { answers } from './answers'
import { defineRoutes, route } from './define'

/** The API describes itself (docs/api.md, "OpenAPI"); the document is the app's to give. */
export const docsRoutes = defineRoutes([
  route(
    {
      method: 'GET',
      path: '/openapi.json',
      tag: 'Tester',
      summary: 'This API as an OpenAPI 3.1 document',
      responses: { 200: ['The document', answers.openApi] },
    },
    async (c) => c.json(await c.get('openApi')(), 200),
  ),
])
