import { X } from 'lucide'
import { useEffect } from 'react'
import { toast, Toaster } from 'sonner'
import { TOAST_DURATION_MS } from '@/config/constants'
import { Icon } from './icon'

export type Tone = 'success' | 'error'
const LIST_NAME = 'Notifications'
export type ToastAction = { label: string; onClick: () => void }

/** Loaded after the first paint; says when it is listening so no early toast is lost. */
export default function LazyToaster({ onReady }: { onReady: () => void }) {
  // Sonner subscribes in its own effect, which runs before this parent's effect.
  useEffect(() => {
    // Each toast is a live region of its own (a status, or an alert for a failure): Sonner's
    // list, polite too, would have it read twice (issue 35).
    document
      .querySelector(`section[aria-label^="${LIST_NAME}"][aria-live]`)
      ?.setAttribute('aria-live', 'off')
    onReady()
  }, [onReady])
  // On a phone the tab bar holds the bottom of the screen: toasts sit above it (ui.css).
  const offset = { bottom: 'var(--toast-offset-bottom)' }
  return (
    <Toaster
      position="bottom-left"
      duration={TOAST_DURATION_MS}
      offset={offset}
      mobileOffset={offset}
      containerAriaLabel={LIST_NAME}
    />
  )
}

export const dismissToasts = () => toast.dismiss()

/** Successes are announced politely, failures assertively (docs/product.md, "Toasts"). */
export function showToast(message: string, tone: Tone, action?: ToastAction) {
  toast.custom(
    (id) => (
      <div className={`toast toast-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
        <span>{message}</span>
        {action && (
          <button
            type="button"
            className="button"
            onClick={() => {
              toast.dismiss(id)
              action.onClick()
            }}
          >
            {action.label}
          </button>
        )}
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
    { duration: action ? Number.POSITIVE_INFINITY : TOAST_DURATION_MS },
  )
}
