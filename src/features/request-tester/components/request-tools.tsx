import { t } from '@/i18n/translate'
import { copyToClipboard } from '../copy-to-clipboard'
import { toCurl } from '../curl'
import type { TesterRequest } from '../send-request'

type RequestToolsProps = {
  request: TesterRequest
  canUseSession: boolean
  onUseSession: () => void
  onImport: () => void
}

/** cURL out and in, and the app's own session for the request. */
export function RequestTools({
  request,
  canUseSession,
  onUseSession,
  onImport,
}: RequestToolsProps) {
  return (
    <div className="form-row tester-tools">
      <button
        type="button"
        className="button button-secondary"
        onClick={() =>
          void copyToClipboard(toCurl(request), t('cURL command copied to the clipboard!'))
        }
      >
        {t('Copy as cURL')}
      </button>
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onClick={onImport}
      >
        {t('Import cURL')}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={!canUseSession}
        title={canUseSession ? undefined : t('Log in first')}
        onClick={onUseSession}
      >
        {t('Use my session token')}
      </button>
    </div>
  )
}
