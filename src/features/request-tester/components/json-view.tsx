type JsonViewProps = { value: unknown; name?: string; depth?: number }

const PREVIEW_ITEMS = 200
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

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
          {count(entries.length, Array.isArray(value) ? 'item' : 'key')}
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
          <div className="json-more">… {entries.length - shown.length} more</div>
        )}
      </div>
      <div>{close}</div>
    </details>
  )
}
