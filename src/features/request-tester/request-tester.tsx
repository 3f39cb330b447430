import { useEffect, useState, type KeyboardEvent } from 'react'
import { createBrowserStore } from '@/lib/browser-store'
import { REDACTED, type TrafficEntry } from '@/shared/traffic'
import { AppTraffic } from './components/app-traffic'
import { BackendControls } from './components/backend-controls'
import { ChecksPanel } from './components/checks-panel'
import { EndpointsNav } from './components/endpoints-nav'
import { HeadersEditor } from './components/headers-editor'
import { HistoryList } from './components/history-list'
import { ImportCurlDialog } from './components/import-curl-dialog'
import { RequestForm } from './components/request-form'
import { RequestTools } from './components/request-tools'
import { ResponseView } from './components/response-view'
import { VariablesPanel } from './components/variables-panel'
import type { ImportedRequest } from './curl-import'
import { endpointUrl, fetchEndpoints, type Endpoint } from './endpoints'
import { isSecretHeader, readHistory, recordHistory, type HistoryEntry } from './history'
import { parseJsonBody } from './parse-json-body'
import {
  forgetSessionTokenAfterLogout,
  formStore,
  saveForm,
  shareSessionToken,
  variablesStore,
  type TesterForm,
} from './tester-form'
import {
  methodHasBody,
  METHODS,
  sendRequest,
  tellAppOfWrite,
  type Method,
  type SendResult,
} from './send-request'
import { requestRefusal, rowsOf, withAuthorization } from './form-changes'
import type { TesterBackend } from './tester-backend'
import { useAppTraffic } from './use-app-traffic'
import { capturedToken, substitute, withToken, withVariables } from './variables'
import './request-tester.css'

export type ColorScheme = 'standard' | 'dark'

const SCHEME_CLASS: Record<ColorScheme, string> = { standard: 'scheme-light', dark: 'scheme-dark' }
const ENDPOINT_INPUT = 'tester-endpoint-input'

type RequestTesterProps = {
  /** Without one, the tester follows the app's theme. */
  colorScheme?: ColorScheme
  sessionToken?: string | null
  backend: TesterBackend
}

export function RequestTester({ colorScheme, sessionToken, backend }: RequestTesterProps) {
  const form = formStore.use()
  const change = (patch: Partial<TesterForm>) => saveForm({ ...formStore.get(), ...patch })
  const variables = variablesStore.use()
  const [result, setResult] = useState<SendResult | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [importing, setImporting] = useState(false)
  // Kept in localStorage: read after hydration of the prerendered page (lib/browser-store.ts).
  const [historyStore] = useState(() => createBrowserStore(readHistory, []))
  const history = historyStore.use()
  const [endpoints, setEndpoints] = useState<Endpoint[]>([])
  const [endpointsError, setEndpointsError] = useState<string | null>(null)
  const traffic = useAppTraffic(backend)
  const { method, endpoint, headers, body, checks } = form
  // GET and DELETE send no body: what is typed there cannot stop them.
  const bodyCheck = parseJsonBody(substitute(body, variables))
  const bodyProblem = methodHasBody(method) && !bodyCheck.ok ? bodyCheck.message : null

  // Logging out of the app lets go of {{token}} too (docs/product.md, "No token at rest").
  useEffect(() => forgetSessionTokenAfterLogout(sessionToken), [sessionToken])

  useEffect(() => {
    fetchEndpoints().then(setEndpoints, (error: unknown) =>
      setEndpointsError(`Couldn't read the API's description: ${String(error)}`),
    )
  }, [])

  const send = async (request: TesterForm) => {
    const refused = requestRefusal(request, variables)
    setRefusal(refused)
    if (refused) return
    setSending(true)
    const ready = withVariables(request, variables)
    const sent = await sendRequest(ready)
    tellAppOfWrite(ready, sent)
    const answer = sent.response
    const token =
      answer?.data.kind === 'json'
        ? capturedToken(request.endpoint, answer.status, answer.data.value)
        : null
    if (token) variablesStore.set(withToken(variablesStore.get(), token))
    setResult(sent)
    // Stored as written: a {{token}} stays a placeholder, a pasted token is redacted.
    const { method, endpoint, headers, body } = request
    historyStore.set(recordHistory({ method, endpoint, headers, body }, answer?.status))
    setSending(false)
  }

  /** Fills the form, then takes the user to it. */
  const fill = (patch: Partial<TesterForm>) => {
    change(patch)
    setRefusal(null)
    requestAnimationFrame(() => document.getElementById(ENDPOINT_INPUT)?.focus())
  }
  const chooseEndpoint = (chosen: Endpoint) =>
    fill({
      method: chosen.method,
      endpoint: endpointUrl(chosen),
      body: chosen.example === undefined ? '{}' : JSON.stringify(chosen.example, null, 2),
      headers: chosen.secured ? withAuthorization(headers) : headers,
    })
  const openTraffic = (entry: TrafficEntry) =>
    fill({
      method: METHODS.includes(entry.method as Method) ? (entry.method as Method) : 'GET',
      endpoint: entry.path,
      // The app's token was never kept: {{token}} stands in for it.
      headers: rowsOf(
        entry.headers.map(([name, value]) => [name, value === REDACTED ? '{{token}}' : value]),
      ),
      body: entry.body || '{}',
    })
  const importCurl = (imported: ImportedRequest) => {
    const url = new URL(imported.url, window.location.origin)
    fill({
      method: imported.method,
      endpoint: url.origin === window.location.origin ? url.pathname + url.search : imported.url,
      headers: rowsOf(imported.headers),
      body: imported.body || '{}',
    })
  }
  const rerun = (entry: HistoryEntry) => {
    // A redacted token is replaced by the current session's, when there is one.
    const restored = entry.headers.map((row) =>
      isSecretHeader(row) && row.value === REDACTED && sessionToken
        ? { ...row, value: sessionToken }
        : row,
    )
    const next = { ...formStore.get(), ...entry, headers: restored }
    change(next)
    void send(next)
  }
  const useSessionToken = () => {
    if (!sessionToken) return
    shareSessionToken(sessionToken)
    change({ headers: withAuthorization(headers) })
  }

  const canSubmit = !bodyProblem && !sending
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && canSubmit) {
      event.preventDefault()
      void send(formStore.get())
    }
  }

  return (
    // Ctrl/Cmd+Enter anywhere in the tester sends, as in the API tools developers use.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={`request-tester${colorScheme ? ` tester-scheme ${SCHEME_CLASS[colorScheme]}` : ''}`}
      onKeyDown={onKeyDown}
    >
      <h1>Request tester</h1>
      <div className="tester-layout">
        <EndpointsNav endpoints={endpoints} error={endpointsError} onChoose={chooseEndpoint} />
        <div className="tester-main">
          <div className="tester-panes">
            <section className="tester-pane" aria-labelledby="tester-request-heading">
              <h2 id="tester-request-heading">Request</h2>
              <RequestForm
                method={method}
                endpoint={endpoint}
                endpointInputId={ENDPOINT_INPUT}
                suggestions={endpoints.map(endpointUrl)}
                canSubmit={canSubmit}
                onMethodChange={(next) => change({ method: next })}
                onEndpointChange={(next) => change({ endpoint: next })}
                onSubmit={() => void send(formStore.get())}
              />
              <RequestTools
                request={form}
                canUseSession={Boolean(sessionToken)}
                onUseSession={useSessionToken}
                onImport={() => setImporting(true)}
              />
              <HeadersEditor rows={headers} onChange={(rows) => change({ headers: rows })} />
              <label htmlFor="tester-body">Body</label>
              <textarea
                id="tester-body"
                className="tester-body"
                rows={8}
                spellCheck={false}
                value={body}
                aria-invalid={bodyProblem !== null}
                aria-describedby="tester-error"
                onChange={(event) => change({ body: event.target.value })}
              />
              {!methodHasBody(method) && (
                <p className="muted">{method} requests are sent without a body.</p>
              )}
              <div id="tester-error" className="tester-error" role="alert">
                {bodyProblem ?? refusal ?? (result && !result.response ? result.error : null)}
              </div>
            </section>
            <section
              className="tester-pane"
              aria-labelledby="tester-response-heading"
              aria-busy={sending}
            >
              <h2 id="tester-response-heading">Response</h2>
              <ResponseView result={result} />
            </section>
          </div>
          <div className="tester-panes">
            <ChecksPanel
              checks={checks}
              response={result?.response}
              onChange={(next) => change({ checks: next })}
            />
            <VariablesPanel variables={variables} onChange={variablesStore.set} />
          </div>
          <AppTraffic entries={traffic} onServer={backend.kind === 'server'} onOpen={openTraffic} />
          <HistoryList entries={history} onRerun={rerun} />
          <BackendControls backend={backend} />
        </div>
      </div>
      {importing && <ImportCurlDialog onImport={importCurl} onClose={() => setImporting(false)} />}
    </div>
  )
}
