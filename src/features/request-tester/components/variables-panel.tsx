import { X } from 'lucide'
import { RemoveButton } from '@/components/ui/remove-button'
import { t } from '@/i18n/translate'
import { ELEMENT_AT, withElement } from '@/i18n/with-element'
import { newVariable, type Variable } from '../variables'

type VariablesPanelProps = { variables: Variable[]; onChange: (variables: Variable[]) => void }

/** Name/value rows that {{name}} stands for; {{token}} fills itself from a login (memory only). */
export function VariablesPanel({ variables, onChange }: VariablesPanelProps) {
  const update = (id: number, patch: Partial<Variable>) =>
    onChange(variables.map((row) => (row.id === id ? { ...row, ...patch } : row)))
  return (
    <section className="tester-variables" aria-labelledby="tester-variables-heading">
      <h2 id="tester-variables-heading">{t('Variables')}</h2>
      <p className="muted">
        {withElement(
          t('Write {placeholder} in the endpoint, a header value or the body.', {
            placeholder: ELEMENT_AT,
          }),
          <code>{'{{name}}'}</code>,
        )}{' '}
        {withElement(
          t('A login or signup sent from here sets {token}.', { token: ELEMENT_AT }),
          <code>{'{{token}}'}</code>,
        )}{' '}
        {t('Kept in memory only.')}
      </p>
      <ul>
        {variables.map((row) => (
          <li key={row.id} className="variable-row">
            <input
              aria-label={t('Variable name')}
              placeholder={t('name')}
              value={row.name}
              onChange={(event) => update(row.id, { name: event.target.value })}
            />
            <input
              aria-label={
                row.name ? t('Value of {name}', { name: row.name }) : t('Value of the variable')
              }
              placeholder={t('value')}
              value={row.value}
              onChange={(event) => update(row.id, { value: event.target.value })}
            />
            <RemoveButton
              icon={X}
              label={
                row.name
                  ? t('Remove variable {name}', { name: row.name })
                  : t('Remove variable row')
              }
              onClick={() => onChange(variables.filter((other) => other.id !== row.id))}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onChange([...variables, newVariable()])}
      >
        {t('Add variable')}
      </button>
    </section>
  )
}
