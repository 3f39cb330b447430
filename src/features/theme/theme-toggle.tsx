import { Moon, Sun } from 'lucide-react'
import { useTheme } from './theme-context'

export function ThemeToggle() {
  const { darkTheme, toggleTheme } = useTheme()
  const label = darkTheme ? 'Switch to light theme' : 'Switch to dark theme'
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      onClick={toggleTheme}
    >
      {darkTheme ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </button>
  )
}
