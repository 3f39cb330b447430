import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { STORAGE_KEYS } from '@/config/constants'
import { isRecord } from '@/shared/is-record'
import { readStored, writeStored } from '@/lib/storage'

const isStoredTheme = (value: unknown): value is { darkTheme: boolean } =>
  isRecord(value) && typeof value.darkTheme === 'boolean'

type ThemeContextValue = { darkTheme: boolean; toggleTheme: () => void }

const ThemeContext = createContext<ThemeContextValue | null>(null)

function readSavedTheme(): boolean {
  return readStored(STORAGE_KEYS.theme, isStoredTheme)?.darkTheme ?? true
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [darkTheme, setDarkTheme] = useState(readSavedTheme)

  useEffect(() => {
    // index.html applies the saved theme before the first paint; this keeps it in sync afterwards.
    document.documentElement.dataset.theme = darkTheme ? 'dark' : 'light'
  }, [darkTheme])

  useEffect(() => {
    // Another tab switched themes (localStorage tells every other tab): follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme) setDarkTheme(readSavedTheme())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const toggleTheme = useCallback(() => {
    setDarkTheme((dark) => {
      writeStored(STORAGE_KEYS.theme, { darkTheme: !dark })
      return !dark
    })
  }, [])

  const value = useMemo(() => ({ darkTheme, toggleTheme }), [darkTheme, toggleTheme])
  return <ThemeContext value={value}>{children}</ThemeContext>
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext)
  if (!value) throw new Error('useTheme must be used inside ThemeProvider')
  return value
}
