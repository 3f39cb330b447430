import type { Endpoint } from '../endpoints'
import { t } from '@/i18n/translate'

type EndpointsNavProps = {
  endpoints: Endpoint[]
  error: string | null
  onChoose: (endpoint: Endpoint) => void
  onRetry: () => void
}

/** Every route of /api/openapi.json, by group; choosing one fills the form. */
export function EndpointsNav({ endpoints, error, onChoose, onRetry }: EndpointsNavProps) {
  const tags = [...new Set(endpoints.map((endpoint) => endpoint.tag))]
  return (
    <nav className="tester-endpoints" aria-labelledby="tester-endpoints-heading">
      <h2 id="tester-endpoints-heading">{t('Endpoints')}</h2>
      {error && (
        <>
          <p className="muted">{error}</p>
          <button type="button" className="button button-secondary" onClick={onRetry}>
            {t('Try again')}
          </button>
        </>
      )}
      {!error && endpoints.length === 0 && <p className="muted">{t('Reading the API…')}</p>}
      {tags.map((tag) => (
        <details key={tag}>
          <summary>{tag}</summary>
          <ul>
            {endpoints
              .filter((endpoint) => endpoint.tag === tag)
              .map((endpoint) => (
                <li key={`${endpoint.method} ${endpoint.path}`}>
                  <button
                    type="button"
                    className="endpoint-choice"
                    title={endpoint.summary}
                    onClick={() => onChoose(endpoint)}
                  >
                    <span className={`method method-${endpoint.method.toLowerCase()}`}>
                      {endpoint.method}
                    </span>{' '}
                    <span className="endpoint">{endpoint.path}</span>
                  </button>
                </li>
              ))}
          </ul>
        </details>
      ))}
    </nav>
  )
}
