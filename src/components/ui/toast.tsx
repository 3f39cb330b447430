import { X } from 'lucide-react'
import { toast, Toaster } from 'sonner'
import { TOAST_DURATION_MS } from '@/config/constants'

type Tone = 'success' | 'error'

function show(message: string, tone: Tone) {
  // Successes are announced politely, failures assertively (PRODUCT.md, "Toasts").
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
          <X aria-hidden="true" />
        </button>
      </div>
    ),
    { duration: TOAST_DURATION_MS },
  )
}

export const notify = {
  success: (message: string) => show(message, 'success'),
  error: (message: string) => show(message, 'error'),
}

export function ToastRegion() {
  return <Toaster position="bottom-left" duration={TOAST_DURATION_MS} />
}
