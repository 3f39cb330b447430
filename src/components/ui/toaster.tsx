import { X } from 'lucide'
import { useEffect, useState } from 'react'
import { toast, Toaster } from 'sonner'
import { TOAST_DURATION_MS } from '@/config/constants'
import { t, useLanguage } from '@/i18n/translate'
import { Icon } from './icon'

export type Tone = 'success' | 'error'
export type ToastAction = { label: string; onClick: () => void }

/** Loaded after the first paint; says when it is listening so no early toast is lost. */
export default function LazyToaster({ onReady }: { onReady: () => void }) {
  // The list's name follows the page's language.
  useLanguage()
  const listName = t('Notifications')
  // Sonner subscribes in its own effect, which runs before this parent's effect.
  useEffect(() => {
    // Each toast is a live region of its own (a status, or an alert for a failure; its words
    // come a moment after it, see Said): Sonner's list, polite too, would have it read twice.
    document
      .querySelector(`section[aria-label^="${listName}"][aria-live]`)
      ?.setAttribute('aria-live', 'off')
    onReady()
  }, [onReady, listName])
  // On a phone the tab bar holds the bottom of the screen: toasts sit above it (ui.css).
  const offset = { bottom: 'var(--toast-offset-bottom)' }
  return (
    <Toaster
      position="bottom-left"
      duration={TOAST_DURATION_MS}
      offset={offset}
      mobileOffset={offset}
      containerAriaLabel={listName}
    />
  )
}

/** The toasts that only tell (no Undo, no Reload): the ones that may be cleared for room. */
const telling = new Set<string | number>()

export const dismissToasts = () => {
  for (const id of telling) toast.dismiss(id)
  telling.clear()
}

/**
 * A polite toast's words, written a moment after its live region is in the page: a status that
 * arrives with its words already in it is not said by every screen reader (issue 35). An alert
 * is said as it arrives.
 */
function Said({ message, polite }: { message: string; polite: boolean }) {
  const [said, setSaid] = useState(polite ? '' : message)
  useEffect(() => {
    if (!polite) return
    const timer = setTimeout(() => setSaid(message), 50)
    return () => clearTimeout(timer)
  }, [message, polite])
  return <span>{said}</span>
}

/** Successes are announced politely, failures assertively (docs/product.md, "Toasts"). */
export function showToast(message: string, tone: Tone, action?: ToastAction) {
  const id = toast.custom(
    (id) => (
      <div className={`toast toast-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
        <Said message={message} polite={tone !== 'error'} />
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
          aria-label={t('Close notification')}
          onClick={() => toast.dismiss(id)}
        >
          <Icon node={X} />
        </button>
      </div>
    ),
    {
      duration: action ? Number.POSITIVE_INFINITY : TOAST_DURATION_MS,
      onDismiss: (shown) => telling.delete(shown.id),
      onAutoClose: (shown) => telling.delete(shown.id),
    },
  )
  if (!action) telling.add(id)
}
