import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { setAuthToken, setUnauthorizedHandler } from '@/lib/api-client'
import { loadedQueryClient, loadQueryClient } from '@/lib/query-client'
import { userKeys } from '@/lib/query-keys'
import { createBrowserStore } from '@/lib/browser-store'
import { onTabMessage, tellTabs } from '@/lib/tab-sync'
import type { NewAccount } from '@/shared/entities'
import type { LoginInput } from './api/login'
import type { SignIn } from './sign-in'
import {
  followSession,
  forgetSession,
  isSession,
  readStoredSession,
  type Session,
} from './stored-session'

type AuthContextValue = {
  session: Session | null
  login: (input: LoginInput, remember: boolean) => Promise<void>
  signup: (input: NewAccount) => Promise<void>
  logout: () => void
}

const AuthContext = createContext<AuthContextValue | null>(null)

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.'

function restoreSession(): Session | null {
  const stored = readStoredSession()
  setAuthToken(stored?.token ?? null)
  return stored
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // A remembered session renders logged in from the first paint of a page rendered in the
  // browser, and right after hydration of a prerendered (visitor's) page (lib/browser-store.ts).
  const [sessionStore] = useState(() => createBrowserStore(restoreSession, null))
  const session = sessionStore.use()

  /** Leaves the current session (its cached lists too) for `next`, or for none. */
  const switchSession = useCallback(
    (next: Session | null) => {
      loadedQueryClient()?.removeQueries({ queryKey: userKeys.all })
      setAuthToken(next?.token ?? null)
      sessionStore.set(next)
    },
    [sessionStore],
  )

  // Another tab logged in or out: this one follows, without telling the others again. A login
  // it follows lasts for this tab's session too (a remembered one is on the device already).
  useEffect(
    () =>
      onTabMessage((message) => {
        if (message.type === 'logout') {
          forgetSession()
          switchSession(null)
        }
        if (message.type === 'session' && isSession(message.session)) {
          followSession(message.session)
          switchSession(message.session)
        }
      }),
    [switchSession],
  )

  const value = useMemo<AuthContextValue>(() => {
    const begin = async (request: SignIn) => {
      const [{ signIn }, queryClient] = await Promise.all([import('./sign-in'), loadQueryClient()])
      await signIn(request, { queryClient, setSession: sessionStore.set })
    }
    const logout = () => {
      forgetSession()
      switchSession(null)
      tellTabs({ type: 'logout' })
    }
    return {
      session,
      login: (input, remember) => begin({ kind: 'login', input, remember }),
      signup: (input) => begin({ kind: 'signup', input }),
      logout,
    }
  }, [session, sessionStore, switchSession])

  useEffect(() => {
    setUnauthorizedHandler(() => {
      value.logout()
      void import('@/components/ui/toast').then(({ notify }) =>
        notify.error(SESSION_EXPIRED_MESSAGE),
      )
    })
  }, [value])

  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext)
  if (!value) throw new Error('useAuth must be used inside AuthProvider')
  return value
}
