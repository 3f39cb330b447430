import { useEffect, useState, type KeyboardEvent } from 'react'
import { createBrowserStore } from '@/lib/browser-store'
import { BackendControls } from './components/backend-controls'
import { HeadersEditor, initialHeaders, newRow } from './components/headers-editor'
import { HistoryList } from './components/history-list'
import { RequestForm } from './components/request-form'
import { ResponseView } from './components/response-view'
import { copyToClipboard } from './copy-to-clipboard'
import { toCurl } from './curl'
import { isSecretHeader, readHistory, recordHistory, REDACTED, type HistoryEntry } from './history'
import { parseJsonBody } from './parse-json-body'
import {
  sendRequest,
  tellAppOfWrite,
  type HeaderRow,
  type Method,
  type SendResult,
  type TesterRequest,
} from './send-request'
import type { TesterBackend } from './tester-backend'
import './request-tester.css'

export type ColorScheme = 'standard' | 'dark'

const SCHEME_CLASS: Record<ColorScheme, string> = { standard: 'scheme-light', dark: 'scheme-dark' }

type RequestTesterProps = {
  /** Without one, the tester follows the app's theme. */
  colorScheme?: ColorScheme
  sessionToken?: string | null
  backend: TesterBackend
}

export function RequestTester({ colorScheme, sessionToken, backend }: RequestTesterProps) {
  const [method, setMethod] = useState<Method>('GET')
  const [endpoint, setEndpoint] = useState('/api/test-todos')
  const [headers, setHeaders] = useState<HeaderRow[]>(initialHeaders)
  const [body, setBody] = useState('{}')
  const [result, setResult] = useState<SendResult | null>(null)
  const [sending, setSending] = useState(false)
  // Kept in localStorage: read after hydration of the prerendered page (lib/browser-store.ts).
  const [historyStore] = useState(() => createBrowserStore(readHistory, []))
  const history = historyStore.use()
  const [routes, setRoutes] = useState<string[]>([])
  const bodyCheck = parseJsonBody(body)
  const current: TesterRequest = { method, endpoint, headers, body }

  useEffect(() => {
    backend.listRoutes().then(setRoutes, () => setRoutes([]))
  }, [backend])

  const send = async (request: TesterRequest) => {
    setSending(true)
    const sent = await sendRequest(request)
    tellAppOfWrite(request, sent)
    setResult(sent)
    historyStore.set(recordHistory(request, sent.response?.status))
    setSending(false)
  }

  const rerun = (entry: HistoryEntry) => {
    // A redacted token is replaced by the current session's, when there is one.
    const headers = entry.headers.map((row) =>
      isSecretHeader(row) && row.value === REDACTED && sessionToken
        ? { ...row, value: sessionToken }
        : row,
    )
    setMethod(entry.method)
    setEndpoint(entry.endpoint)
    setHeaders(headers)
    setBody(entry.body)
    if (parseJsonBody(entry.body).ok) void send({ ...entry, headers })
  }

  const addSessionToken = () => {
    if (!sessionToken) return
    const rest = headers.filter((row) => row.name.toLowerCase() !== 'authorization')
    setHeaders([newRow('authorization', sessionToken), ...rest])
  }

  const canSubmit = bodyCheck.ok && !sending
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && canSubmit) {
      event.preventDefault()
      void send(current)
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
      <div className="tester-panes">
        <section className="tester-pane" aria-labelledby="tester-request-heading">
          <h2 id="tester-request-heading">Request</h2>
          <RequestForm
            method={method}
            endpoint={endpoint}
            suggestions={routes}
            canSubmit={canSubmit}
            onMethodChange={setMethod}
            onEndpointChange={setEndpoint}
            onSubmit={() => void send(current)}
          />
          <div className="form-row">
            <button
              type="button"
              className="button button-secondary"
              onClick={() =>
                void copyToClipboard(toCurl(current), 'cURL command copied to the clipboard!')
              }
            >
              Copy as cURL
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={!sessionToken}
              title={sessionToken ? undefined : 'Log in first'}
              onClick={addSessionToken}
            >
              Use my session token
            </button>
          </div>
          <HeadersEditor rows={headers} onChange={setHeaders} />
          <label htmlFor="tester-body">Body</label>
          <textarea
            id="tester-body"
            className="tester-body"
            rows={8}
            spellCheck={false}
            value={body}
            aria-invalid={!bodyCheck.ok}
            aria-describedby="tester-error"
            onChange={(event) => setBody(event.target.value)}
          />
          <div id="tester-error" className="tester-error" role="alert">
            {!bodyCheck.ok ? bodyCheck.message : result && !result.response ? result.error : null}
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
      <HistoryList entries={history} onRerun={rerun} />
      <BackendControls backend={backend} />
    </div>
  )
}
