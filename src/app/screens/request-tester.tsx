import { PageTitle } from '@/components/ui/page-title'
import { useAuth } from '@/features/auth/auth-context'
import { RequestTester } from '@/features/request-tester/request-tester'
import { useVideos } from '@/features/videos/api/videos'
import { t } from '@/i18n/translate'
import { backendControls } from '@/lib/backend-controls'

/** How many of the catalogue's newest videos the endpoint box suggests. */
const NEWEST = 3

export default function RequestTesterRoute() {
  const { session } = useAuth()
  const videos = useVideos()
  const newestVideoIds = (videos.data ?? [])
    .slice(-NEWEST)
    .reverse()
    .map((video) => video._id)
  return (
    <>
      <PageTitle title={t('Request tester')} />
      <RequestTester
        sessionToken={session?.token ?? null}
        backend={backendControls}
        newestVideoIds={newestVideoIds}
      />
    </>
  )
}
