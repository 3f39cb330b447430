import type { HistoryEntry } from '../history'
import { t } from '@/i18n/translate'

type HistoryListProps = { entries: HistoryEntry[]; onRerun: (entry: HistoryEntry) => void }

export function HistoryList({ entries, onRerun }: HistoryListProps) {
  return (
    <section className="tester-history" aria-labelledby="tester-history-heading">
      <h2 id="tester-history-heading">{t('History')}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t('Requests you send appear here, newest first.')}</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={`${entry.at}-${entry.method}-${entry.endpoint}`}>
              <button type="button" className="history-entry" onClick={() => onRerun(entry)}>
                <span className="visually-hidden">{t('Re-run')}</span>{' '}
                <span className="method">{entry.method}</span>{' '}
                <span className="endpoint">{entry.endpoint}</span>
              </button>
              <span className="muted history-status">{entry.status ?? t('no response')}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
