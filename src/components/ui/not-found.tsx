import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'

/** "Not found" for an unknown route, video or playlist, always with a way back to Explore. */
export function NotFound({ title, message }: { title: string; message: string }) {
  return (
    <section className="not-found">
      <h1>{title}</h1>
      <p>{message}</p>
      <Link to={paths.explore.href()} className="button">
        {t('Go to Explore')}
      </Link>
    </section>
  )
}
