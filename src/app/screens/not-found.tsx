import { NotFound } from '@/components/ui/not-found'
import { PageTitle } from '@/components/ui/page-title'

export default function NotFoundRoute() {
  return (
    <>
      <PageTitle title="Page not found" />
      <NotFound title="Page not found" message="There is no page at this address." />
    </>
  )
}
