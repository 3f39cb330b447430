import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react'
import { STORAGE_KEYS } from '@/config/constants'
import { createBrowserStore } from '@/lib/browser-store'
import { readStored, writeStored } from '@/lib/storage'
import { isRecord } from '@/shared/is-record'

const isStoredTheme = (value: unknown): value is { darkTheme: boolean } =>
  isRecord(value) && typeof value.darkTheme === 'boolean'

type ThemeContextValue = { darkTheme: boolean; toggleTheme: () => void }

const ThemeContext = createContext<ThemeContextValue | null>(null)

const readSavedTheme = () => readStored(STORAGE_KEYS.theme, isStoredTheme)?.darkTheme ?? true

function showTheme(dark: boolean) {
  document.documentElement.dataset.theme = dark ? 'dark' : 'light'
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // Prerendered pages are dark; index.html's inline script paints a saved light theme at once.
  const [theme] = useState(() => createBrowserStore(readSavedTheme, true))
  const darkTheme = theme.use()

  useEffect(() => {
    const follow = () => {
      theme.refresh()
      showTheme(theme.get())
    }
    // Another tab switched themes (localStorage tells every other tab): follow it. A switch made
    // between this page's first paint and now was not heard: catch up with it first.
    follow()
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme) follow()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [theme])

  const value = useMemo(() => {
    const toggleTheme = () => {
      const dark = !theme.get()
      writeStored(STORAGE_KEYS.theme, { darkTheme: dark })
      theme.set(dark)
      showTheme(dark)
    }
    return { darkTheme, toggleTheme }
  }, [darkTheme, theme])
  return <ThemeContext value={value}>{children}</ThemeContext>
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext)
  if (!value) throw new Error('useTheme must be used inside ThemeProvider')
  return value
}
