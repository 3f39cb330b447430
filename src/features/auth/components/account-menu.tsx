import { CircleUser, Heart, ListVideo, LogOut, Menu } from 'lucide'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'

type AccountMenuProps = { name: string; onLogOut: () => void }

/**
 * The phone's account controls: a disclosure button that opens a list of the same links and
 * buttons, under the same names. Escape, a click outside and any choice close it.
 */
export function AccountMenu({ name, onLogOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const close = () => setOpen(false)
  return (
    // Escape anywhere in the menu closes it and puts focus back on its button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="account-menu narrow-only"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        close()
        buttonRef.current?.focus()
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Icon node={Menu} />
      </button>
      {open && (
        <ul id={menuId} className="account-menu-list">
          <li className="account-menu-name">{name}</li>
          <li>
            <Link to={paths.profile.href()} onClick={close}>
              <Icon node={CircleUser} />
              Profile
            </Link>
          </li>
          <li>
            <Link to={paths.playlists.href()} onClick={close}>
              <Icon node={ListVideo} />
              Playlists
            </Link>
          </li>
          <li>
            <Link to={paths.liked.href()} onClick={close}>
              <Icon node={Heart} />
              Liked videos
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close()
                onLogOut()
              }}
            >
              <Icon node={LogOut} />
              Log out
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}
