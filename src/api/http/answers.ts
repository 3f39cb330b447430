import * as z from 'zod/mini'

/**
 * The answers of no one resource (each resource's are in its contract.ts: docs/decisions/023 and
 * 036): they describe the answers in /api/openapi.json, and the contract tests check real answers
 * against them (./openapi.contract.test.ts).
 */
export const answers = {
  done: z.object({}),
  todos: z.object({
    todos: z.array(z.object({ id: z.number(), title: z.string(), completed: z.boolean() })),
  }),
  /** Every refusal: the messages of docs/api.md, "Errors". */
  errors: z.object({ errors: z.array(z.string()) }),
  /** The document itself (OpenAPI 3.1). */
  openApi: z.looseObject({
    openapi: z.string(),
    info: z.looseObject({}),
    paths: z.looseObject({}),
  }),
}
