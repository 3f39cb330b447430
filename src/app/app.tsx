import { Route, Routes } from 'react-router'
import { AuthProvider } from '@/features/auth/auth-context'
import { AppLayout } from './components/app-layout'
import { routes } from './route-table'

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
