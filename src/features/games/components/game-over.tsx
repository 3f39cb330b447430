import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import { returnTo } from '@/lib/return-to'
import type { NewGame } from '@/shared/games'
import { useSaveGame } from '../api'

type GameOverProps = {
  game: NewGame
  /** Logged in: the game is kept. */
  userId: string | null
  onNewGame: () => void
}

/**
 * After a game: kept in "Your games" when logged in (once; a failure offers "Try again"), then
 * "Analyse" (the game reviewed on /analysis) and "New game" (docs/product.md, "Play it out
 * against the engine").
 */
export function GameOver({ game, userId, onNewGame }: GameOverProps) {
  const save = useSaveGame(userId)
  const location = useLocation()
  const sent = useRef(false)
  useEffect(() => {
    if (!userId || sent.current) return
    sent.current = true
    save.mutate(game)
  }, [userId, game, save])
  return (
    <div className="game-over">
      {!userId ? (
        <p>
          <Link to={paths.login.href()} state={returnTo(location)}>
            {t('Log in')}
          </Link>{' '}
          {t('to keep your games.')}
        </p>
      ) : save.isError ? (
        <div role="alert" className="form-error">
          <p>{t('Your game was not kept: {error}', { error: save.error.message })}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => save.mutate(game)}
          >
            {t('Try again')}
          </button>
        </div>
      ) : (
        <p role="status">
          {save.isSuccess ? (
            <>
              {t('Kept in')} <Link to={paths.games.href()}>{t('Your games')}</Link>
            </>
          ) : (
            t('Keeping your game…')
          )}
        </p>
      )}
      <div className="form-actions">
        <Link
          className="button button-secondary"
          to={paths.analysis.href({ startFen: game.fen, moves: game.moves }, game.side)}
        >
          {t('Analyse')}
        </Link>
        <button type="button" className="button" onClick={onNewGame}>
          {t('New game')}
        </button>
      </div>
    </div>
  )
}
