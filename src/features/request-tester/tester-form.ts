import * as z from 'zod/mini'
import { createBrowserStore } from '@/lib/browser-store'
import { CHECK_KIND_NAMES, newCheck, type Check } from './checks'
import { initialHeaders } from './components/headers-editor'
import { HeaderRowSchema, redactRows } from './history'
import { METHODS, type TesterRequest } from './send-request'
import { newVariable, withToken, type Variable } from './variables'

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
  headers: z.array(HeaderRowSchema),
  body: z.string(),
  checks: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(CHECK_KIND_NAMES),
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

/** Variables live in memory only: {{token}} holds a session (docs/product.md). */
export const variablesStore = createBrowserStore<Variable[]>(() => [newVariable('token', '')], [])

/** The app's session token, when "Use my session token" put it into {{token}}. */
let sessionInVariables: string | null = null

export function shareSessionToken(sessionToken: string) {
  sessionInVariables = sessionToken
  variablesStore.set(withToken(variablesStore.get(), sessionToken))
}

/**
 * Logging out of the app lets go of its token here too, whether the tester was on screen at the
 * logout or is opened after it (docs/product.md, "No token at rest").
 */
export function forgetSessionTokenAfterLogout(sessionToken: string | null | undefined) {
  if (sessionToken || !sessionInVariables) return
  const held = sessionInVariables
  sessionInVariables = null
  variablesStore.set(
    variablesStore.get().map((row) => (row.value === held ? { ...row, value: '' } : row)),
  )
}
