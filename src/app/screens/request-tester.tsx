import { PageTitle } from '@/components/ui/page-title'
import { useAuth } from '@/features/auth/auth-context'
import { RequestTester } from '@/features/request-tester/request-tester'
import { backendControls } from '@/lib/backend-controls'

export default function RequestTesterRoute() {
  const { session } = useAuth()
  return (
    <>
      <PageTitle title="Request tester" />
      <RequestTester sessionToken={session?.token ?? null} backend={backendControls} />
    </>
  )
}
