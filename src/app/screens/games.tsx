import { Link } from 'react-router'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { PageTitle } from '@/components/ui/page-title'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { GamesList } from '@/features/games/components/games-list'
import '@/features/games/games.css'
import { t, tIn } from '@/i18n/translate'

/** `/games`: "Your games" against the engine (docs/product.md, "Play it out against the engine"). */
export default function GamesRoute() {
  const user = useAuth().session?.userDetails
  const player = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : ''
  return (
    <section className="games-page" aria-labelledby="games-heading">
      <PageTitle title={t('Your games')} />
      <div className="page-head">
        <h1 id="games-heading">{t('Your games')}</h1>
        <Link className="button" to={paths.play.href()}>
          {tIn('a game', 'Play')}
        </Link>
      </div>
      {user ? (
        <GamesList userId={user._id} player={player || 'Gambit learner'} />
      ) : (
        <LoginInvitation what={t('your games')} />
      )}
    </section>
  )
}
