import { useEffect, useState, type KeyboardEvent } from 'react'
import { t } from '@/i18n/translate'
import { REDACTED } from '@/shared/traffic'
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
import { endpointSuggestions, useEndpoints } from './endpoints'
import { fromCurl, fromEndpoint, fromTraffic, withAuthorization } from './form-changes'
import { isSecretHeader, type HistoryEntry } from './history'
import { parseJsonBody } from './parse-json-body'
import { methodHasBody } from './send-request'
import type { TesterBackend } from './tester-backend'
import {
  forgetSessionTokenAfterLogout,
  formStore,
  saveForm,
  shareSessionToken,
  variablesStore,
  type TesterForm,
} from './tester-form'
import { useAppTraffic } from './use-app-traffic'
import { useOnServer } from './use-on-server'
import { useSend } from './use-send'
import { substitute, withVariables } from './variables'
import './request-tester.css'

export type ColorScheme = 'standard' | 'dark'

const SCHEME_CLASS: Record<ColorScheme, string> = { standard: 'scheme-light', dark: 'scheme-dark' }
const ENDPOINT_INPUT = 'tester-endpoint-input'

type RequestTesterProps = {
  /** Without one, the tester follows the app's theme. */
  colorScheme?: ColorScheme
  sessionToken?: string | null
  backend: TesterBackend
  /** The catalogue's newest videos (the app hands them in): suggested in videos' endpoints. */
  newestVideoIds?: string[]
}

export function RequestTester({
  colorScheme,
  sessionToken,
  backend,
  newestVideoIds = [],
}: RequestTesterProps) {
  const form = formStore.use()
  const change = (patch: Partial<TesterForm>) => saveForm({ ...formStore.get(), ...patch })
  const variables = variablesStore.use()
  const { send, result, refusal, clearRefusal, sending, history } = useSend()
  const [importing, setImporting] = useState(false)
  const { endpoints, error: endpointsError, retry: retryEndpoints } = useEndpoints()
  const traffic = useAppTraffic(backend)
  const onServer = useOnServer(backend)
  const { method, endpoint, headers, body, checks } = form
  // SPEC: a body that is not JSON is refused whatever the method (GET and DELETE send none).
  const bodyCheck = parseJsonBody(substitute(body, variables))
  const bodyProblem = bodyCheck.ok ? null : bodyCheck.message

  // Logging out of the app lets go of {{token}} too (docs/product.md, "No token at rest").
  useEffect(() => forgetSessionTokenAfterLogout(sessionToken), [sessionToken])

  /** Fills the form, then takes the user to it. */
  const fill = (patch: Partial<TesterForm>) => {
    change(patch)
    clearRefusal()
    requestAnimationFrame(() => document.getElementById(ENDPOINT_INPUT)?.focus())
  }
  const rerun = (entry: HistoryEntry) => {
    // A redacted token is replaced by the current session's, when there is one.
    const restored = entry.headers.map((row) =>
      isSecretHeader(row) && row.value === REDACTED && sessionToken
        ? { ...row, value: sessionToken }
        : row,
    )
    const { method, endpoint, body } = entry
    const next = { ...formStore.get(), method, endpoint, body, headers: restored }
    change(next)
    void send(next)
  }
  const applySessionToken = () => {
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
      <h1>{t('Request tester')}</h1>
      <div className="tester-layout">
        <EndpointsNav
          endpoints={endpoints}
          error={endpointsError}
          onRetry={retryEndpoints}
          onChoose={(chosen) => fill(fromEndpoint(chosen, headers))}
        />
        <div className="tester-main">
          <div className="tester-panes">
            <section className="tester-pane" aria-labelledby="tester-request-heading">
              <h2 id="tester-request-heading">{t('Request')}</h2>
              <RequestForm
                method={method}
                endpoint={endpoint}
                endpointInputId={ENDPOINT_INPUT}
                suggestions={endpointSuggestions(endpoints, newestVideoIds)}
                canSubmit={canSubmit}
                onMethodChange={(next) => change({ method: next })}
                onEndpointChange={(next) => change({ endpoint: next })}
                onSubmit={() => void send(formStore.get())}
              />
              <RequestTools
                // A copied command runs elsewhere: its {{variables}} are filled in.
                request={withVariables(form, variables)}
                canUseSession={Boolean(sessionToken)}
                onUseSession={applySessionToken}
                onImport={() => setImporting(true)}
              />
              <HeadersEditor rows={headers} onChange={(rows) => change({ headers: rows })} />
              <label htmlFor="tester-body">{t('Body')}</label>
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
                <p className="muted">
                  {t('{method} requests are sent without a body.', { method })}
                </p>
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
              <h2 id="tester-response-heading">{t('Response')}</h2>
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
          <AppTraffic
            entries={traffic}
            onServer={onServer}
            onOpen={(entry) => fill(fromTraffic(entry))}
          />
          <HistoryList entries={history} onRerun={rerun} />
          <BackendControls backend={backend} />
        </div>
      </div>
      {importing && (
        <ImportCurlDialog
          onImport={(imported) => fill(fromCurl(imported, window.location.origin))}
          onClose={() => setImporting(false)}
        />
      )}
    </div>
  )
}
