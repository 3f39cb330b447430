import { NotFound } from '@/components/ui/not-found'
import { PageTitle } from '@/components/ui/page-title'
import { t } from '@/i18n/translate'

export default function NotFoundRoute() {
  return (
    <>
      <PageTitle title={t('Page not found')} />
      <NotFound title={t('Page not found')} message={t('There is no page at this address.')} />
    </>
  )
}
