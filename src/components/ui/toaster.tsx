import { useEffect } from 'react'
import { Toaster } from 'sonner'
import { TOAST_DURATION_MS } from '@/config/constants'

/** Loaded after the first paint; says when it is listening so no early toast is lost. */
export default function LazyToaster({ onReady }: { onReady: () => void }) {
  // Sonner subscribes in its own effect, which runs before this parent's effect.
  useEffect(onReady, [onReady])
  // On a phone the tab bar holds the bottom of the screen: toasts sit above it (ui.css).
  const offset = { bottom: 'var(--toast-offset-bottom)' }
  return (
    <Toaster
      position="bottom-left"
      duration={TOAST_DURATION_MS}
      offset={offset}
      mobileOffset={offset}
    />
  )
}
