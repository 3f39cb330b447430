import { Moon, Sun } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { t } from '@/i18n/translate'
import { useTheme } from './theme-context'

export function ThemeToggle() {
  const { darkTheme, toggleTheme } = useTheme()
  const label = darkTheme ? t('Switch to light theme') : t('Switch to dark theme')
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      onClick={toggleTheme}
    >
      {darkTheme ? <Icon node={Sun} /> : <Icon node={Moon} />}
    </button>
  )
}
