import { X } from 'lucide'
import { RemoveButton } from '@/components/ui/remove-button'
import { newVariable, type Variable } from '../variables'

type VariablesPanelProps = { variables: Variable[]; onChange: (variables: Variable[]) => void }

/** Name/value rows that {{name}} stands for; {{token}} fills itself from a login (memory only). */
export function VariablesPanel({ variables, onChange }: VariablesPanelProps) {
  const update = (id: number, patch: Partial<Variable>) =>
    onChange(variables.map((row) => (row.id === id ? { ...row, ...patch } : row)))
  return (
    <section className="tester-variables" aria-labelledby="tester-variables-heading">
      <h2 id="tester-variables-heading">Variables</h2>
      <p className="muted">
        Write <code>{'{{name}}'}</code> in the endpoint, a header value or the body. A login or
        signup sent from here sets <code>{'{{token}}'}</code>. Kept in memory only.
      </p>
      <ul>
        {variables.map((row) => (
          <li key={row.id} className="variable-row">
            <input
              aria-label="Variable name"
              placeholder="name"
              value={row.name}
              onChange={(event) => update(row.id, { name: event.target.value })}
            />
            <input
              aria-label={`Value of ${row.name || 'the variable'}`}
              placeholder="value"
              value={row.value}
              onChange={(event) => update(row.id, { value: event.target.value })}
            />
            <RemoveButton
              icon={X}
              label={`Remove variable ${row.name || 'row'}`}
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
        Add variable
      </button>
    </section>
  )
}
