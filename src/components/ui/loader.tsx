import { t } from '@/i18n/translate'
import { PageTitle } from './page-title'

export function Loader({ label = t('Loading') }: { label?: string }) {
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

/**
 * A whole screen that is loading (its code, or the data it is named after): the document keeps
 * a title meanwhile (axe "document-title"), which the screen replaces with its own.
 */
export function PageLoader({ label }: { label: string }) {
  return (
    <>
      <PageTitle />
      <Loader label={label} />
    </>
  )
}
