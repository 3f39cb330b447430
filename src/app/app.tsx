import { lazy } from 'react'
import { Route, Routes } from 'react-router'
import { AuthProvider } from '@/features/auth/auth-context'
import { AppLayout } from './layout'
import HomeRoute from './routes/home'
import NotFoundRoute from './routes/not-found'

// Every screen but the landing page loads on demand, keeping the first visit light (issue #8's
// budget: at most 100 KB of gzipped JavaScript for /).
const ExploreRoute = lazy(() => import('./routes/explore'))
const SingleVideoRoute = lazy(() => import('./routes/single-video'))
const LoginRoute = lazy(() => import('./routes/login'))
const SignupRoute = lazy(() => import('./routes/signup'))
const ForgotRoute = lazy(() => import('./routes/forgot'))
const ProfileRoute = lazy(() => import('./routes/profile'))
const PlaylistsRoute = lazy(() => import('./routes/playlists'))
const LikedRoute = lazy(() => import('./routes/liked'))
const WatchLaterRoute = lazy(() => import('./routes/watch-later'))
const HistoryRoute = lazy(() => import('./routes/history'))
const SinglePlaylistRoute = lazy(() => import('./routes/single-playlist'))
const RequestTesterRoute = lazy(() => import('./routes/request-tester'))

export function App() {
  return (
    <AuthProvider>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="explore" element={<ExploreRoute />} />
          <Route path="playlist" element={<PlaylistsRoute />} />
          <Route path="liked" element={<LikedRoute />} />
          <Route path="watchlater" element={<WatchLaterRoute />} />
          <Route path="history" element={<HistoryRoute />} />
          <Route path="singlevideo/:videoId" element={<SingleVideoRoute />} />
          <Route path="singleplaylist/:playlistId" element={<SinglePlaylistRoute />} />
          <Route path="login" element={<LoginRoute />} />
          <Route path="signup" element={<SignupRoute />} />
          <Route path="forgot" element={<ForgotRoute />} />
          <Route path="profile" element={<ProfileRoute />} />
          <Route path="mockman" element={<RequestTesterRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </AuthProvider>
  )
}
