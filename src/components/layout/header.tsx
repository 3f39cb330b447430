import { Compass } from 'lucide'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { PRODUCT_NAME } from '@/config/constants'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'

type HeaderProps = {
  search: ReactNode
  themeToggle: ReactNode
  account: ReactNode
}

/**
 * Logo, search and the account's controls. On a phone the search folds into its button, the
 * account into a menu, and Explore moves to the tab bar (docs/product.md, "Phones and tabs").
 */
export function Header({ search, themeToggle, account }: HeaderProps) {
  const { pathname } = useLocation()
  return (
    <header className="app-header">
      <Link to={paths.home.href()} className="brand" aria-label={PRODUCT_NAME}>
        <span className="brand-glyph" aria-hidden="true">
          ♞
        </span>
        <span className="brand-name" aria-hidden="true">
          {PRODUCT_NAME}
        </span>
      </Link>
      <div className="header-search">{search}</div>
      <nav className="header-actions" aria-label={t('Account')}>
        {/* A signed-in user's controls arrive after a prerendered page hydrates: their place is
            kept (first, so its room is on the quiet left), and nothing moves when they do. */}
        <div className="account-slot">{account}</div>
        {pathname !== paths.explore.href() && (
          <Link
            to={paths.explore.href()}
            className="icon-button wide-only"
            aria-label={t('Explore')}
            title={t('Explore')}
          >
            <Icon node={Compass} />
          </Link>
        )}
        {themeToggle}
      </nav>
    </header>
  )
}
