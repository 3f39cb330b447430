import { lazy, Suspense, useEffect, useState } from 'react'
import { whenIdle } from '@/lib/when-idle'
import type { ToastAction, Tone } from './toaster'

// Sonner and the toasts' markup stay out of the entry bundle: toasts only follow a user action.
const LazyToaster = lazy(() => import('./toaster'))
let markToasterReady: () => void = () => undefined
const toasterReady = new Promise<void>((resolve) => (markToasterReady = resolve))
let requestToaster: () => void = () => undefined

async function show(message: string, tone: Tone, action?: ToastAction) {
  requestToaster()
  const [{ showToast }] = await Promise.all([import('./toaster'), toasterReady])
  showToast(message, tone, action)
}

export const notify = {
  success: (message: string) => void show(message, 'success'),
  error: (message: string) => void show(message, 'error'),
  /** A polite toast with a button; it stays until used or closed. */
  withAction: (message: string, action: ToastAction) => void show(message, 'success', action),
  /**
   * The toasts that only tell go (one with Undo or Reload stays): what the user does next needs
   * the room (a drill being made).
   */
  dismissAll: () => void import('./toaster').then(({ dismissToasts }) => dismissToasts()),
}

/** Mounts the toaster once the browser is idle, or at once when a toast is asked for first. */
export function ToastRegion() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    requestToaster = () => setWanted(true)
    return whenIdle(() => setWanted(true), 1500)
  }, [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LazyToaster onReady={markToasterReady} />
    </Suspense>
  )
}
