import { Copy } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { t } from '@/i18n/translate'
import { copyToClipboard } from '../copy-to-clipboard'
import { formatBytes, type SendResult, type TesterResponse } from '../send-request'
import { JsonView } from './json-view'

const TEXT_PREVIEW_CHARS = 100_000

export function ResponseView({ result }: { result: SendResult | null }) {
  if (!result) return <p className="muted">{t('Send a request to see its response here.')}</p>
  if (!result.response) return <p className="tester-undefined">{t('Response is undefined.')}</p>
  const { response } = result
  const ok = response.status < 400
  return (
    <div className="tester-response">
      <p className="tester-status">
        {t('Status:')}{' '}
        <strong className={ok ? 'status-ok' : 'status-error'}>
          {`${response.status} ${response.statusText}`.trim()}
        </strong>
        <span>{t('Time: {time} ms', { time: response.timeMs })}</span>
        <span>{t('Size: {size}', { size: formatBytes(response.sizeBytes) })}</span>
      </p>
      <div className="tester-data-head">
        <h3>{t('Data')}</h3>
        {(response.data.kind === 'json' || response.data.kind === 'text') && (
          <CopyButton text={response.data.text} />
        )}
      </div>
      <ResponseData response={response} />
      <h3>{t('Headers')}</h3>
      <dl className="tester-response-headers">
        {response.headers.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

function ResponseData({ response }: { response: TesterResponse }) {
  const { data } = response
  switch (data.kind) {
    case 'empty':
      return <p className="muted">{t('The response has no body.')}</p>
    case 'binary':
      return (
        <p className="muted">
          {t('Binary response ({contentType}, {size}) is not shown.', {
            contentType: data.contentType,
            size: formatBytes(response.sizeBytes),
          })}
        </p>
      )
    case 'json':
      return (
        <div className="tester-json" aria-label={t('Response data')}>
          <JsonView value={data.value} />
        </div>
      )
    case 'text':
      return (
        <>
          {data.text.length > TEXT_PREVIEW_CHARS && (
            <p className="muted">
              {t('Showing the first {shown} of {total}.', {
                shown: formatBytes(TEXT_PREVIEW_CHARS),
                total: formatBytes(response.sizeBytes),
              })}
            </p>
          )}
          <pre className="tester-text" aria-label={t('Response data')}>
            {data.text.slice(0, TEXT_PREVIEW_CHARS)}
          </pre>
        </>
      )
  }
}

function CopyButton({ text }: { text: string }) {
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={() => void copyToClipboard(text, t('Response copied to the clipboard!'))}
    >
      <Icon node={Copy} />
      {t('Copy response')}
    </button>
  )
}
