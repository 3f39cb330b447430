import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

/**
 * While there is work not saved, leaving asks first (docs/product.md, "Lessons": "Leave without
 * saving?"): a link in the page opens the question; closing or reloading the tab gets the
 * browser's own. The router is not a data router, so links are caught as they are clicked.
 */
export function useLeaveGuard(unsaved: boolean, what: string) {
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
        title="Leave without saving?"
        message={`The changes to ${what} since it was last saved will be lost.`}
        confirmLabel="Leave without saving"
        onConfirm={() => void navigate(leavingTo)}
        onClose={() => setLeavingTo(null)}
      />
    )
  )
}
