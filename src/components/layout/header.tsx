import type { ReactNode } from 'react'
import { Compass } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { PRODUCT_NAME } from '@/config/constants'

type HeaderProps = {
  search: ReactNode
  themeToggle: ReactNode
  account: ReactNode
}

export function Header({ search, themeToggle, account }: HeaderProps) {
  const { pathname } = useLocation()
  return (
    <header className="app-header">
      <Link to={paths.home.href()} className="brand" aria-label={PRODUCT_NAME}>
        <span className="brand-glyph" aria-hidden="true">
          ♞
        </span>
        <span aria-hidden="true">{PRODUCT_NAME}</span>
      </Link>
      <div className="header-search">{search}</div>
      <nav className="header-actions" aria-label="Account">
        {pathname !== paths.explore.href() && (
          <Link
            to={paths.explore.href()}
            className="icon-button"
            aria-label="Explore"
            title="Explore"
          >
            <Icon node={Compass} />
          </Link>
        )}
        {themeToggle}
        {account}
      </nav>
    </header>
  )
}
