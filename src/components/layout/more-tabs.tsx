import { Ellipsis, type IconNode } from 'lucide'
import { useId, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { useDisclosure } from '@/components/ui/use-disclosure'
import { t } from '@/i18n/translate'

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
  /** After the links: the select "Language", which is the sidebar's foot on a wide screen. */
  last?: ReactNode
}

/**
 * The phone's tab "More" (layout.css shows it on a phone only): a disclosure button that opens
 * the library's other links above the tab bar. Escape and a click outside close it (Escape puts
 * focus back on it); choosing a link closes it. It looks current when one of its links is.
 */
export function MoreTabs({ links, renderLink, last }: MoreTabsProps) {
  const { open, setOpen, root, button, onKeyDown } = useDisclosure()
  const listId = useId()
  const { pathname } = useLocation()
  const current = links.some(({ to }) => to === pathname)

  return (
    // Escape anywhere in it closes it and puts focus back on its button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={root} className="more-tabs" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={`sidebar-link${current ? ' more-current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <Icon node={Ellipsis} />
        <span>{t('More')}</span>
      </button>
      {open && (
        <ul id={listId} className="more-tabs-list">
          {links.map((link) => (
            <li key={link.to}>{renderLink(link, () => setOpen(false))}</li>
          ))}
          {last && <li className="more-tabs-last">{last}</li>}
        </ul>
      )}
    </div>
  )
}
