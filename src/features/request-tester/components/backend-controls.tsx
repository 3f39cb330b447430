import { useEffect, useState, type FormEvent } from 'react'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { MAX_DELAY_MS } from '@/shared/input-rules'
import type { TesterBackend } from '../tester-backend'
import { useOnServer } from '../use-on-server'

/** The in-browser back end's delay (the spec's "Mock delay") and "Reset demo data", both sent to the worker. */
export function BackendControls({ backend }: { backend: TesterBackend }) {
  const onServer = useOnServer(backend)
  const [delay, setDelay] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (backend.kind === 'server') return
    let active = true
    backend.getDelay().then(
      (ms) => active && setDelay(String(ms)),
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [backend])

  const applyDelay = async (event: FormEvent) => {
    event.preventDefault()
    try {
      const saved = await backend.setDelay(delay.trim() === '' ? Number.NaN : Number(delay))
      setDelay(String(saved))
      notify.success(t('Mock delay set to {delay} ms', { delay: saved }))
    } catch (error) {
      // The worker says why it refused (docs/product.md, "Delay").
      notify.error(error instanceof Error ? error.message : String(error))
    }
  }

  const reset = async () => {
    if (
      !window.confirm(
        t(
          'Reset demo data? Every account, list and playlist returns to the seed, and every session ends.',
        ),
      )
    )
      return
    setBusy(true)
    try {
      await backend.reset()
      notify.success(t('Demo data reset!'))
    } catch {
      notify.error(t("Couldn't reset the demo data!"))
    } finally {
      setBusy(false)
    }
  }

  if (onServer)
    return (
      <section className="tester-backend" aria-labelledby="tester-backend-heading">
        <h2 id="tester-backend-heading">{t('Gambit server')}</h2>
        <p>
          {t(
            'Requests go to the Gambit server, whose data every device shares: it has no mock delay and no demo reset.',
          )}
        </p>
      </section>
    )
  return (
    <section className="tester-backend" aria-labelledby="tester-backend-heading">
      <h2 id="tester-backend-heading">{t('Mock server')}</h2>
      <form className="inline-form" noValidate onSubmit={(event) => void applyDelay(event)}>
        <label htmlFor="mock-delay">{t('Mock delay (ms)')}</label>
        <input
          id="mock-delay"
          type="number"
          min={0}
          max={MAX_DELAY_MS}
          step={1}
          value={delay}
          onChange={(event) => setDelay(event.target.value)}
        />
        <button type="submit" className="button button-secondary">
          {t('Apply delay')}
        </button>
      </form>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() => void reset()}
      >
        {t('Reset demo data')}
      </button>
    </section>
  )
}
