import { t } from '@/i18n/translate'
import type { TrafficEntry } from '@/shared/traffic'

type AppTrafficProps = {
  entries: TrafficEntry[]
  onServer: boolean
  onOpen: (entry: TrafficEntry) => void
}

const clock = (at: number) =>
  new Date(at).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })

/** What the app itself asked of the back end, in every tab, live; tokens never shown. */
export function AppTraffic({ entries, onServer, onOpen }: AppTrafficProps) {
  return (
    <section className="tester-traffic" aria-labelledby="tester-traffic-heading">
      <h2 id="tester-traffic-heading">{t('App traffic')}</h2>
      {onServer ? (
        <p className="muted">
          {t(
            "The in-browser back end records the app's requests; this page talks to the Gambit server, which does not.",
          )}
        </p>
      ) : entries.length === 0 ? (
        <p className="muted">
          {t(
            'Use Gambit in this or another tab: its requests appear here as they happen (the last 50).',
          )}
        </p>
      ) : (
        <ol aria-label={t('Requests the app made, newest first')}>
          {entries.map((entry) => (
            <li key={entry.id} className="traffic-entry">
              <span className="method">{entry.method}</span>{' '}
              <span className="endpoint">{entry.path}</span>{' '}
              <span className={entry.status < 400 ? 'status-ok' : 'status-error'}>
                {entry.status}
              </span>{' '}
              <span className="muted">
                {entry.timeMs} ms ·{' '}
                <time dateTime={new Date(entry.at).toISOString()}>{clock(entry.at)}</time>
              </span>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => onOpen(entry)}
              >
                {t('Open in tester')}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
