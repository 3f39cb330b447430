import { PageTitle } from '@/components/ui/page-title'

// The request tester arrives with its own issue (#7); until then the route only names itself.
export default function RequestTesterRoute() {
  return (
    <>
      <PageTitle title="Request tester" />
      <h1>Request tester</h1>
    </>
  )
}
