import { X } from 'lucide'
import { RemoveButton } from '@/components/ui/remove-button'
import { t } from '@/i18n/translate'
import type { HeaderRow } from '../send-request'

let nextId = 100
/** A new enabled row; empty unless a name and value are given. */
export const newRow = (name = '', value = ''): HeaderRow => ({
  id: nextId++,
  enabled: true,
  name,
  value,
})
export const initialHeaders = (): HeaderRow[] => [newRow('Accept', '*/*'), newRow()]

type HeadersEditorProps = { rows: HeaderRow[]; onChange: (rows: HeaderRow[]) => void }

/** Editing the last row adds a new empty one, so there is always a row to type into. */
export function HeadersEditor({ rows, onChange }: HeadersEditorProps) {
  const update = (id: number, patch: Partial<HeaderRow>) => {
    const next = rows.map((row) => (row.id === id ? { ...row, ...patch } : row))
    if (rows[rows.length - 1]?.id === id) next.push(newRow())
    onChange(next)
  }
  const remove = (id: number) => {
    const next = rows.filter((row) => row.id !== id)
    onChange(next.length > 0 ? next : [newRow()])
  }
  return (
    <fieldset className="tester-headers">
      <legend>{t('Headers')}</legend>
      <ul>
        {rows.map((row) => (
          <li key={row.id} className="header-row">
            <input
              type="checkbox"
              aria-label={t('Enabled')}
              checked={row.enabled}
              onChange={(event) => update(row.id, { enabled: event.target.checked })}
            />
            <input
              aria-label={t('Header name')}
              placeholder={t('Name')}
              value={row.name}
              onChange={(event) => update(row.id, { name: event.target.value })}
            />
            <input
              aria-label={t('Header value')}
              placeholder={t('Value')}
              value={row.value}
              onChange={(event) => update(row.id, { value: event.target.value })}
            />
            <RemoveButton
              icon={X}
              label={
                row.name ? t('Remove header {name}', { name: row.name }) : t('Remove header row')
              }
              onClick={() => remove(row.id)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
