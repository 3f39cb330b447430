import { CircleUser, Heart, ListVideo, LogOut, Menu } from 'lucide'
import { useId } from 'react'
import { Link } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { useDisclosure } from '@/components/ui/use-disclosure'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'

type AccountMenuProps = { name: string; onLogOut: () => void }

/**
 * The phone's account controls: a disclosure button that opens a list of the same links and
 * buttons, under the same names. Escape, a click outside and any choice close it.
 */
export function AccountMenu({ name, onLogOut }: AccountMenuProps) {
  const { open, setOpen, root, button, onKeyDown } = useDisclosure()
  const menuId = useId()
  const close = () => setOpen(false)
  return (
    // Escape anywhere in the menu closes it and puts focus back on its button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={root} className="account-menu narrow-only" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={t('Account menu')}
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
              {t('Profile')}
            </Link>
          </li>
          <li>
            <Link to={paths.playlists.href()} onClick={close}>
              <Icon node={ListVideo} />
              {t('Playlists')}
            </Link>
          </li>
          <li>
            <Link to={paths.liked.href()} onClick={close}>
              <Icon node={Heart} />
              {t('Liked videos')}
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
              {t('Log out')}
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}
