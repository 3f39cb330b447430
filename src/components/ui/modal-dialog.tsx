import { X } from 'lucide'
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { t } from '@/i18n/translate'
import { Icon } from './icon'
import { trapTabKey } from './trap-tab-key'

type ModalDialogProps = {
  title: string
  /** Called when the dialog closes; a child ends it by calling it too (the owner unmounts it). */
  onClose: () => void
  children: ReactNode
  /** What has focus when the dialog opens (else the browser's choice: its first control). */
  initialFocus?: RefObject<HTMLElement | null>
}

/**
 * A native modal <dialog>, named by its heading: it keeps focus inside, closes on Escape, on a
 * click on the backdrop and on its Close button, and gives focus back to the control that opened
 * it. It fits the screen; a child with class "dialog-scroll" scrolls when there is too much.
 */
export function ModalDialog({ title, onClose, children, initialFocus }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingId = useId()

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    dialogRef.current?.showModal()
    initialFocus?.current?.focus()
    return () => opener?.focus()
    // Once, as the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const close = () => dialogRef.current?.close()
  return (
    // The backdrop click is a mouse shortcut; keyboard users have Escape and the Close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={headingId}
      onClose={onClose}
      onKeyDown={trapTabKey}
      onClick={(event) => event.target === dialogRef.current && close()}
    >
      <div className="dialog-body">
        <div className="dialog-head">
          <h2 id={headingId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={t('Close')} onClick={close}>
            <Icon node={X} />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  )
}
