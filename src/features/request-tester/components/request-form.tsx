import { useId, type FormEvent } from 'react'
import { t } from '@/i18n/translate'
import { METHODS, type Method } from '../send-request'

type RequestFormProps = {
  method: Method
  endpoint: string
  endpointInputId: string
  suggestions: string[]
  canSubmit: boolean
  onMethodChange: (method: Method) => void
  onEndpointChange: (endpoint: string) => void
  onSubmit: () => void
}

/** Method, endpoint (the API's paths as suggestions) and Submit. */
export function RequestForm({
  method,
  endpoint,
  endpointInputId,
  suggestions,
  canSubmit,
  onMethodChange,
  onEndpointChange,
  onSubmit,
}: RequestFormProps) {
  const listId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSubmit) onSubmit()
  }
  return (
    <form className="tester-request-line" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`${listId}-method`}>
        {t('Method')}
      </label>
      <select
        id={`${listId}-method`}
        value={method}
        onChange={(event) => onMethodChange(event.target.value as Method)}
      >
        {METHODS.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={endpointInputId}>
        {t('Endpoint')}
      </label>
      <input
        id={endpointInputId}
        className="tester-endpoint"
        value={endpoint}
        list={listId}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onEndpointChange(event.target.value)}
      />
      <datalist id={listId}>
        {/* One suggestion per path: several methods share one. */}
        {[...new Set(suggestions)].map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      <button type="submit" className="button" disabled={!canSubmit}>
        {t('Submit')}
      </button>
    </form>
  )
}
