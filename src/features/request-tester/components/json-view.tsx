import { t } from '@/i18n/translate'

type JsonViewProps = { value: unknown; name?: string; depth?: number }

const PREVIEW_ITEMS = 200

/** Pretty-printed JSON whose objects and arrays fold open and shut (native <details>). */
export function JsonView({ value, name, depth = 0 }: JsonViewProps) {
  const label =
    name !== undefined ? <span className="json-key">{JSON.stringify(name)}: </span> : null
  if (value === null || typeof value !== 'object') {
    return (
      <div className="json-leaf">
        {label}
        <span className={`json-${value === null ? 'null' : typeof value}`}>
          {JSON.stringify(value)}
        </span>
      </div>
    )
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value)
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}']
  const shown = entries.slice(0, PREVIEW_ITEMS)
  return (
    <details open={depth < 3} className="json-node">
      <summary>
        {label}
        {open}
        <span className="json-count">
          {Array.isArray(value)
            ? t('{count, plural, one {{count} item} other {{count} items}}', {
                count: entries.length,
              })
            : t('{count, plural, one {{count} key} other {{count} keys}}', {
                count: entries.length,
              })}
        </span>
      </summary>
      <div className="json-children">
        {shown.map(([key, item]) => (
          <JsonView
            key={key}
            name={Array.isArray(value) ? undefined : key}
            value={item}
            depth={depth + 1}
          />
        ))}
        {entries.length > shown.length && (
          <div className="json-more">
            {t('… {count} more', { count: entries.length - shown.length })}
          </div>
        )}
      </div>
      <div>{close}</div>
    </details>
  )
}
