import type { QueryClient } from '@tanstack/react-query'
import { setAuthToken } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import { tellTabs } from '@/lib/tab-sync'
import { login, type LoginInput } from './api/auth'
import type { NewAccount } from '@/shared/entities'
import { signup } from './api/auth'
import { saveSession, type Session } from './stored-session'
import { chooseLanguage } from '@/i18n/choose-language'

// Loaded when someone logs in or signs up (auth-context.tsx), not with the first visit.

type Started = { queryClient: QueryClient; setSession: (session: Session) => void }

export type SignIn =
  { kind: 'login'; input: LoginInput; remember: boolean } | { kind: 'signup'; input: NewAccount }

/** Logs in or signs up, then starts the session in this tab and tells the others. */
export async function signIn(request: SignIn, { queryClient, setSession }: Started) {
  const { user, encodedToken: token } =
    request.kind === 'login'
      ? await login(request.input).then(({ foundUser, encodedToken }) => ({
          user: foundUser,
          encodedToken,
        }))
      : await signup(request.input).then(({ createdUser, encodedToken }) => ({
          user: createdUser,
          encodedToken,
        }))
  const { likes, history, watchlater, playlists, ...userDetails } = user
  queryClient.removeQueries({ queryKey: userKeys.all })
  // The answer already holds every list: write them straight into the cache.
  queryClient.setQueryData(userKeys.list(user._id, 'likes'), likes)
  queryClient.setQueryData(userKeys.list(user._id, 'history'), history)
  queryClient.setQueryData(userKeys.list(user._id, 'watchlater'), watchlater)
  queryClient.setQueryData(userKeys.list(user._id, 'playlists'), playlists)
  const session = { userDetails, token }
  // A login is remembered on this device only when asked, else kept for the tab; a signup
  // always is remembered (docs/product.md, "Accounts").
  saveSession(session, request.kind === 'signup' || request.remember ? 'local' : 'tab')
  setAuthToken(token)
  setSession(session)
  tellTabs({ type: 'session', session })
  // The account's language follows the learner here (docs/product.md, "Gambit in your
  // language"); drawn again once its words are in, after the screen has moved on.
  if (userDetails.language) void chooseLanguage(userDetails.language).catch(() => undefined)
}
