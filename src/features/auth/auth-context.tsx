import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { t } from '@/i18n/translate'
import { loadedQueryClient, loadQueryClient } from '@/lib/query-client'
import { userKeys } from '@/lib/query-keys'
import { createBrowserStore } from '@/lib/browser-store'
import { onTabMessage, tellTabs } from '@/lib/tab-sync'
import { setAuthToken, setUnauthorizedHandler } from '@/lib/transport-config'
import type { NewAccount } from '@/shared/entities'
import type { LoginInput } from './api/auth'
import type { SignIn } from './sign-in'
import {
  followSession,
  forgetSession,
  isSession,
  readStoredSession,
  renewSession,
  type Session,
} from './stored-session'

type AuthContextValue = {
  session: Session | null
  login: (input: LoginInput, remember: boolean) => Promise<void>
  signup: (input: NewAccount) => Promise<void>
  logout: () => void
  /** This tab's session goes on with a new token (a password change answers one). */
  renewToken: (token: string) => void
}

const AuthContext = createContext<AuthContextValue | null>(null)

/**
 * Logging out ends the session on the server; an answer that never comes changes nothing. The
 * request code is not part of the first visit (it loads with the first screen that calls).
 */
const endSessionOnServer = (token: string) =>
  import('@/lib/api-client')
    .then(({ call }) => call('POST /auth/logout', {}, { token, keepalive: true }))
    .catch(() => undefined)

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
      // The server ends the session too (docs/api.md, "Sessions"); the tab does not wait for it.
      if (session) void endSessionOnServer(session.token)
      forgetSession()
      switchSession(null)
      tellTabs({ type: 'logout' })
    }
    const renewToken = (token: string) => {
      if (!session) return
      const renewed = { ...session, token }
      renewSession(session.token, renewed)
      setAuthToken(token)
      sessionStore.set(renewed)
    }
    return {
      session,
      login: (input, remember) => begin({ kind: 'login', input, remember }),
      signup: (input) => begin({ kind: 'signup', input }),
      logout,
      renewToken,
    }
  }, [session, sessionStore, switchSession])

  // A refused token logs this tab out only: the other tabs' sessions may be alive (a password
  // changed in one tab ends the sessions of the others, not its own: docs/api.md, "Sessions").
  // A tab that shares the dead session finds out on its own next request.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      forgetSession(session?.token)
      switchSession(null)
      void import('@/components/ui/toast').then(({ notify }) =>
        notify.error(t('Your session has expired. Please log in again.')),
      )
    })
  }, [session, switchSession])

  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext)
  if (!value) throw new Error('useAuth must be used inside AuthProvider')
  return value
}
