import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { t } from '@/i18n/translate'

/**
 * While there is work not saved, leaving asks first (docs/product.md, "Lessons": "Leave without
 * saving?"): a link in the page opens the question; closing or reloading the tab gets the
 * browser's own. The router is not a data router, so links are caught as they are clicked.
 * `lost` says what would be lost ("The changes to this lesson since it was last saved will be
 * lost."), in the page's language.
 */
export function useLeaveGuard(unsaved: boolean, lost: string) {
  const navigate = useNavigate()
  const [leavingTo, setLeavingTo] = useState<string | null>(null)
  useEffect(() => {
    if (!unsaved) return
    const onClick = (event: MouseEvent) => {
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
      if (event.defaultPrevented || event.button !== 0 || modified) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download'))
        return
      if (link.origin !== window.location.origin) return
      // Before the router's own handler (React listens below the document).
      event.preventDefault()
      event.stopPropagation()
      setLeavingTo(link.pathname + link.search + link.hash)
    }
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    document.addEventListener('click', onClick, true)
    window.addEventListener('beforeunload', onUnload)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('beforeunload', onUnload)
    }
  }, [unsaved])
  return (
    leavingTo !== null && (
      <ConfirmDialog
        title={t('Leave without saving?')}
        message={lost}
        confirmLabel={t('Leave without saving')}
        onConfirm={() => void navigate(leavingTo)}
        onClose={() => setLeavingTo(null)}
      />
    )
  )
}
