import { X } from 'lucide'
import { RemoveButton } from '@/components/ui/remove-button'
import { t } from '@/i18n/translate'
import { checkKinds, newCheck, runCheck, type Check, type CheckKind } from '../checks'
import type { TesterResponse } from '../send-request'

type ChecksPanelProps = {
  checks: Check[]
  /** The last answer: every check says pass or fail against it. */
  response: TesterResponse | undefined
  onChange: (checks: Check[]) => void
}

export function ChecksPanel({ checks, response, onChange }: ChecksPanelProps) {
  const update = (id: number, patch: Partial<Check>) =>
    onChange(checks.map((check) => (check.id === id ? { ...check, ...patch } : check)))
  const outcomes = response ? checks.map((check) => runCheck(check, response)) : []
  const passed = outcomes.filter((outcome) => outcome.pass).length
  return (
    <section className="tester-checks" aria-labelledby="tester-checks-heading">
      <h2 id="tester-checks-heading">{t('Checks')}</h2>
      {response && checks.length > 0 && (
        <p role="status">
          {t('{passed} of {total} checks passed', { passed, total: checks.length })}
        </p>
      )}
      <ul>
        {checks.map((check, index) => {
          const outcome = outcomes[index]
          return (
            <li key={check.id} className="check-row">
              <select
                aria-label={t('Check')}
                value={check.kind}
                onChange={(event) => update(check.id, { kind: event.target.value as CheckKind })}
              >
                {checkKinds().map(({ kind, label }) => (
                  <option key={kind} value={kind}>
                    {label}
                  </option>
                ))}
              </select>
              {check.kind === 'json' && (
                <input
                  aria-label={t('JSON path')}
                  placeholder="$.playlists[0].title"
                  value={check.path}
                  onChange={(event) => update(check.id, { path: event.target.value })}
                />
              )}
              <input
                aria-label={t('Expected')}
                value={check.expected}
                onChange={(event) => update(check.id, { expected: event.target.value })}
              />
              {outcome && (
                <span className={`check-outcome ${outcome.pass ? 'check-pass' : 'check-fail'}`}>
                  {outcome.pass ? t('Pass') : t('Fail')}
                  <span className="muted">: {outcome.detail}</span>
                </span>
              )}
              <RemoveButton
                icon={X}
                label={t('Remove check')}
                onClick={() => onChange(checks.filter((other) => other.id !== check.id))}
              />
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onChange([...checks, newCheck()])}
      >
        {t('Add check')}
      </button>
    </section>
  )
}
