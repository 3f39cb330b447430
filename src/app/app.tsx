import { Route, Routes } from 'react-router'
import { AuthProvider } from '@/features/auth/auth-context'
import { useLanguage } from '@/i18n/translate'
import { AppLayout } from './components/app-layout'
import { routes } from './route-table'

export function App() {
  // A new language draws every screen again (docs/decisions/032); the account stays signed in.
  const language = useLanguage()
  return (
    <AuthProvider>
      <Routes key={language}>
        <Route element={<AppLayout />}>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Route>
      </Routes>
    </AuthProvider>
  )
}
