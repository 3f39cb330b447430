import { useEffect, useState } from 'react'
import { t } from '@/i18n/translate'
import { backendReady } from '@/lib/transport-config'

/** Says so clearly when the in-browser back end cannot run, instead of leaving screens empty. */
export function BackendStatus() {
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    let active = true
    backendReady().catch((error: unknown) => {
      if (active) setProblem(error instanceof Error ? error.message : String(error))
    })
    return () => {
      active = false
    }
  }, [])
  if (!problem) return null
  return (
    <div className="backend-problem" role="alert">
      <strong>{t('The video library is unavailable.')}</strong> {problem}
    </div>
  )
}
