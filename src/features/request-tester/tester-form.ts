import * as z from 'zod/mini'
import { createBrowserStore } from '@/lib/browser-store'
import { newCheck, type Check } from './checks'
import { initialHeaders } from './components/headers-editor'
import { redactRows } from './history'
import { METHODS, type TesterRequest } from './send-request'
import type { Variable } from './variables'

/** What the tester's form holds: the request and its checks. */
export type TesterForm = TesterRequest & { checks: Check[] }

const FORM_KEY = 'GAMBIT_TESTER_FORM'

export const initialForm = (): TesterForm => ({
  method: 'GET',
  endpoint: '/api/test-todos',
  headers: initialHeaders(),
  body: '{}',
  checks: [newCheck()],
})

const FormSchema = z.object({
  method: z.enum(METHODS),
  endpoint: z.string(),
  headers: z.array(
    z.object({ id: z.number(), enabled: z.boolean(), name: z.string(), value: z.string() }),
  ),
  body: z.string(),
  checks: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(['status', 'json', 'time']),
      path: z.string(),
      expected: z.string(),
    }),
  ),
})

/** The form as this tab left it (sessionStorage: one tab, gone with it), else the first one. */
function readForm(): TesterForm {
  try {
    const parsed = FormSchema.safeParse(JSON.parse(sessionStorage.getItem(FORM_KEY) ?? 'null'))
    return parsed.success ? parsed.data : initialForm()
  } catch {
    return initialForm()
  }
}

/**
 * The form outlives a visit to another screen and a reload, in this tab only, and never with a
 * token in it: secret header values are stored as "<redacted>" (docs/product.md, "Request tester").
 */
export const formStore = createBrowserStore(readForm, initialForm())

export function saveForm(form: TesterForm) {
  formStore.set(form)
  try {
    sessionStorage.setItem(FORM_KEY, JSON.stringify({ ...form, headers: redactRows(form.headers) }))
  } catch {
    // Storage can be blocked: the form still lives for this visit.
  }
}

let nextVariable = 1
export const newVariable = (name = '', value = ''): Variable => ({
  id: nextVariable++,
  name,
  value,
})

/** Variables live in memory only: {{token}} holds a session (docs/product.md). */
export const variablesStore = createBrowserStore<Variable[]>(() => [newVariable('token', '')], [])
