import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import { returnTo } from '@/lib/return-to'
import type { NewGame } from '@/shared/games'
import { useSaveGame } from '../api'
import { holdGameToKeep } from '../game-to-keep'

type GameOverProps = {
  game: NewGame
  /** Logged in: the game is kept. */
  userId: string | null
  onNewGame: () => void
}

/**
 * After a game: kept in "Your games" when logged in; logged out, its "Log in" holds it for /play
 * to keep after the login. Then "Analyse" (the game reviewed on /analysis) and "New game"
 * (docs/ui-contract.md, "/play").
 */
export function GameOver({ game, userId, onNewGame }: GameOverProps) {
  const location = useLocation()
  return (
    <div className="game-over">
      {!userId ? (
        <p>
          {/* Held for this tab: /play keeps it once they are back (../game-to-keep.ts). */}
          <Link
            to={paths.login.href()}
            state={returnTo(location)}
            onClick={() => holdGameToKeep(game)}
          >
            {t('Log in')}
          </Link>{' '}
          {t('to keep your games.')}
        </p>
      ) : (
        <KeepGame game={game} userId={userId} />
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

/** Keeps `game` in "Your games", once, and says so; a failure says why and offers "Try again". */
export function KeepGame({ game, userId }: { game: NewGame; userId: string }) {
  const save = useSaveGame(userId)
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    save.mutate(game)
  }, [game, save])
  return save.isError ? (
    <div role="alert" className="form-error">
      <p>{t('Your game was not kept: {error}', { error: save.error.message })}</p>
      <button type="button" className="button button-secondary" onClick={() => save.mutate(game)}>
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
  )
}
