import { lazy, type ComponentType } from 'react'
import { Route, Routes } from 'react-router'
import { paths } from '@/config/paths'
import { AuthProvider } from '@/features/auth/auth-context'
import { AppLayout } from './components/app-layout'
import HomeRoute from './routes/home'
import NotFoundRoute from './routes/not-found'

type RouteEntry = { path: string; Component: ComponentType }

// Every screen but the landing page loads on demand, keeping the first visit light
// (docs/performance.md: at most 100 KB of gzipped JavaScript for /).
export const routes: RouteEntry[] = [
  { path: paths.home.path, Component: HomeRoute },
  { path: paths.explore.path, Component: lazy(() => import('./routes/explore')) },
  { path: paths.playlists.path, Component: lazy(() => import('./routes/playlists')) },
  { path: paths.liked.path, Component: lazy(() => import('./routes/liked')) },
  { path: paths.watchLater.path, Component: lazy(() => import('./routes/watch-later')) },
  { path: paths.history.path, Component: lazy(() => import('./routes/history')) },
  { path: paths.singleVideo.path, Component: lazy(() => import('./routes/single-video')) },
  { path: paths.singlePlaylist.path, Component: lazy(() => import('./routes/single-playlist')) },
  { path: paths.login.path, Component: lazy(() => import('./routes/login')) },
  { path: paths.signup.path, Component: lazy(() => import('./routes/signup')) },
  { path: paths.forgot.path, Component: lazy(() => import('./routes/forgot')) },
  { path: paths.profile.path, Component: lazy(() => import('./routes/profile')) },
  { path: paths.requestTester.path, Component: lazy(() => import('./routes/request-tester')) },
  { path: '*', Component: NotFoundRoute },
]

export function App() {
  return (
    <AuthProvider>
      <Routes>
        <Route element={<AppLayout />}>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Route>
      </Routes>
    </AuthProvider>
  )
}
