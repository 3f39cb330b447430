import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/toast'
import { Loader } from '@/components/ui/loader'
import { QueryError } from '@/components/ui/query-error'
import { EmptyState } from '@/components/ui/empty-state'
import { paths } from '@/config/paths'
import { formatDate } from '@/i18n/format'
import { t, tIn } from '@/i18n/translate'
import { download } from '@/lib/download'
import type { Game } from '@/shared/games'
import { useDeleteGame, useGames } from '../api'
import { gamePgn, gamePgnFileName } from '../game-pgn'
import { engineName, outcomeWords, sideWords, terminationWords } from '../game-words'

type GamesListProps = { userId: string; player: string }

/**
 * "Your games" (docs/product.md, "Play it out against the engine"): newest first, a page at a
 * time, each with its opponent, colour, result, opening, date and moves, "Analyse" and
 * "Export PGN".
 */
export function GamesList({ userId, player }: GamesListProps) {
  const games = useGames(userId)
  const remove = useDeleteGame(userId)
  // A game deleted is gone: asked first.
  const [deleting, setDeleting] = useState<Game | null>(null)
  if (games.isPending) return <Loader label={t('Loading your games')} />
  if (games.isError)
    return (
      <QueryError message={t("Couldn't load your games.")} onRetry={() => void games.refetch()} />
    )
  const all = games.data.pages.flat()
  if (all.length === 0)
    return (
      <EmptyState
        message={t('No games yet. Play one against the engine.')}
        action={
          <Link className="button" to={paths.play.href()}>
            {tIn('a game', 'Play')}
          </Link>
        }
      />
    )
  return (
    <>
      <ul className="games-list" aria-label={t('Your games')}>
        {all.map((game) => (
          <li key={game._id}>
            <GameCard game={game} player={player} onDelete={() => setDeleting(game)} />
          </li>
        ))}
      </ul>
      {games.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          disabled={games.isFetchingNextPage}
          onClick={() => void games.fetchNextPage()}
        >
          {t('Show more games')}
        </button>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('Delete this game?')}
          message={t('{game} leaves Your games. This cannot be undone.', {
            game: gameTitle(deleting),
          })}
          confirmLabel={t('Delete')}
          onConfirm={() =>
            remove.mutate(deleting._id, {
              onError: (error) =>
                notify.error(t("Couldn't delete the game: {error}", { error: error.message })),
            })
          }
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  )
}

const gameTitle = (game: Game) =>
  t('{outcome} against {engine}', {
    outcome: outcomeWords(game.result, game.side),
    engine: engineName(game.level),
  })

function GameCard({
  game,
  player,
  onDelete,
}: {
  game: Game
  player: string
  onDelete: () => void
}) {
  const title = gameTitle(game)
  return (
    <article className="game-card" aria-label={title}>
      <h2>{title}</h2>
      <p>
        {t('You played {side}', { side: sideWords(game.side) })} ·{' '}
        {terminationWords(game.termination)} · {game.result}
      </p>
      {game.opening && <p>{game.opening.name}</p>}
      <p>
        <time dateTime={game.createdAt}>
          {formatDate(new Date(game.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
        </time>{' '}
        ·{' '}
        {t('{count, plural, one {# move} other {# moves}}', {
          count: Math.ceil(game.moves.length / 2),
        })}
      </p>
      <div className="form-actions">
        <Link
          className="button button-secondary"
          to={paths.analysis.href({ startFen: game.fen, moves: game.moves }, game.side)}
          aria-label={t('Analyse: {game}', { game: title })}
        >
          {t('Analyse')}
        </Link>
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('Export PGN: {game}', { game: title })}
          onClick={() =>
            download(gamePgnFileName(game), gamePgn(game, player), 'application/x-chess-pgn')
          }
        >
          {t('Export PGN')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('Delete: {game}', { game: title })}
          onClick={onDelete}
        >
          {t('Delete')}
        </button>
      </div>
    </article>
  )
}
