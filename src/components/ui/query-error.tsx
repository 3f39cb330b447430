import { t } from '@/i18n/translate'

type QueryErrorProps = { message: string; onRetry: () => void }

/** A failed load says so and offers a retry, instead of a blank page. */
export function QueryError({ message, onRetry }: QueryErrorProps) {
  return (
    <div className="query-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('Retry')}
      </button>
    </div>
  )
}
