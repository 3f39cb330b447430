import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

/**
 * A button that opens a list under or over it (the phone's account menu, its "More" tab): a click
 * outside closes it, and Escape anywhere in it closes it and puts focus back on the button.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    setOpen(false)
    button.current?.focus()
  }
  return { open, setOpen, root, button, onKeyDown }
}
