import { Ellipsis, type IconNode } from 'lucide'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Icon } from '@/components/ui/icon'

export type LibraryLink = {
  label: string
  to: string
  icon: IconNode
  /** Open to a visitor (the others lead to /login first). */
  isPublic?: boolean
  /** One of the phone's tabs; the others are under "More". */
  tab?: boolean
}

type MoreTabsProps = {
  links: LibraryLink[]
  renderLink: (link: LibraryLink, onChoose: () => void) => ReactNode
}

/**
 * The phone's tab "More" (layout.css shows it on a phone only): a disclosure button that opens
 * the library's other links above the tab bar. Escape and a click outside close it (Escape puts
 * focus back on it); choosing a link closes it. It looks current when one of its links is.
 */
export function MoreTabs({ links, renderLink }: MoreTabsProps) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  const current = links.some(({ to }) => to === pathname)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  return (
    // Escape anywhere in it closes it and puts focus back on its button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className="more-tabs"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        button.current?.focus()
      }}
    >
      <button
        ref={button}
        type="button"
        className={`sidebar-link${current ? ' more-current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <Icon node={Ellipsis} />
        <span>More</span>
      </button>
      {open && (
        <ul id={listId} className="more-tabs-list">
          {links.map((link) => (
            <li key={link.label}>{renderLink(link, () => setOpen(false))}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
