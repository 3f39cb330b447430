import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { notify } from '@/components/ui/toast'
import { setAuthToken, setUnauthorizedHandler } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import { createBrowserStore } from '@/lib/browser-store'
import { onTabMessage, tellTabs } from '@/lib/tab-sync'
import type { User } from '@/types/api'
import { login as requestLogin, type LoginInput } from './api/login'
import { signup as requestSignup, type SignupInput } from './api/signup'
import {
  forgetSession,
  isSession,
  readStoredSession,
  saveSession,
  type Session,
} from './stored-session'

type AuthContextValue = {
  session: Session | null
  login: (input: LoginInput, remember: boolean) => Promise<void>
  signup: (input: SignupInput) => Promise<void>
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
  const queryClient = useQueryClient()
  // A remembered session renders logged in from the first paint of a page rendered in the
  // browser, and right after hydration of a prerendered (visitor's) page (lib/browser-store.ts).
  const [sessionStore] = useState(() => createBrowserStore(restoreSession, null))
  const session = sessionStore.use()

  /** Leaves the current session (its cached lists too) for `next`, or for none. */
  const switchSession = useCallback(
    (next: Session | null) => {
      queryClient.removeQueries({ queryKey: userKeys.all })
      setAuthToken(next?.token ?? null)
      sessionStore.set(next)
    },
    [queryClient, sessionStore],
  )

  // Another tab logged in or out: this one follows, without telling the others again.
  useEffect(
    () =>
      onTabMessage((message) => {
        if (message.type === 'logout') switchSession(null)
        if (message.type === 'session' && isSession(message.session)) switchSession(message.session)
      }),
    [switchSession],
  )

  const value = useMemo<AuthContextValue>(() => {
    const start = (user: User, token: string, remember: boolean) => {
      const { likes, history, watchlater, playlists, ...userDetails } = user
      queryClient.removeQueries({ queryKey: userKeys.all })
      // The login answer already holds every list: write them straight into the cache.
      queryClient.setQueryData(userKeys.list(user._id, 'likes'), likes)
      queryClient.setQueryData(userKeys.list(user._id, 'history'), history)
      queryClient.setQueryData(userKeys.list(user._id, 'watchlater'), watchlater)
      queryClient.setQueryData(userKeys.list(user._id, 'playlists'), playlists)
      const next = { userDetails, token }
      if (remember) saveSession(next)
      else forgetSession()
      setAuthToken(token)
      sessionStore.set(next)
      tellTabs({ type: 'session', session: next })
    }
    const logout = () => {
      forgetSession()
      switchSession(null)
      tellTabs({ type: 'logout' })
    }
    return {
      session,
      login: async (input, remember) => {
        const { foundUser, encodedToken } = await requestLogin(input)
        start(foundUser, encodedToken, remember)
      },
      signup: async (input) => {
        const { createdUser, encodedToken } = await requestSignup(input)
        start(createdUser, encodedToken, true)
      },
      logout,
    }
  }, [queryClient, session, sessionStore, switchSession])

  useEffect(() => {
    setUnauthorizedHandler(() => {
      value.logout()
      notify.error(SESSION_EXPIRED_MESSAGE)
    })
  }, [value])

  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext)
  if (!value) throw new Error('useAuth must be used inside AuthProvider')
  return value
}
