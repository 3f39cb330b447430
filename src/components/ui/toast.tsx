import { X } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { lazy, Suspense, useEffect, useState } from 'react'
import { TOAST_DURATION_MS } from '@/config/constants'

type Tone = 'success' | 'error'

// Sonner stays out of the entry bundle: toasts only ever follow a user action.
const LazyToaster = lazy(() => import('./toaster'))
let markToasterReady: () => void = () => undefined
const toasterReady = new Promise<void>((resolve) => (markToasterReady = resolve))
let requestToaster: () => void = () => undefined

async function show(message: string, tone: Tone) {
  requestToaster()
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady])
  // Successes are announced politely, failures assertively (docs/product.md, "Toasts").
  toast.custom(
    (id) => (
      <div className={`toast toast-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
        <span>{message}</span>
        <button
          type="button"
          className="icon-button"
          aria-label="Close notification"
          onClick={() => toast.dismiss(id)}
        >
          <Icon node={X} />
        </button>
      </div>
    ),
    { duration: TOAST_DURATION_MS },
  )
}

export const notify = {
  success: (message: string) => void show(message, 'success'),
  error: (message: string) => void show(message, 'error'),
}

/** Mounts the toaster once the browser is idle, or at once when a toast is asked for first. */
export function ToastRegion() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    requestToaster = () => setWanted(true)
    const whenIdle =
      window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500))
    whenIdle(() => setWanted(true))
  }, [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LazyToaster onReady={markToasterReady} />
    </Suspense>
  )
}
