import { useState, type ReactNode } from 'react'
import type { BoardProps } from '@/lib/board-controller'
import { Loader } from '@/components/ui/loader'
import { QueryError } from '@/components/ui/query-error'
import { t } from '@/i18n/translate'
import { themeLabel } from '@/i18n/theme-label'
import { useNextPuzzle, usePuzzle, usePuzzleStats } from '../api'
import type { PuzzleFilter } from '../puzzle-filter'
import { PuzzlePlay } from './puzzle-play'

type PuzzleSessionProps = {
  filter: PuzzleFilter
  userId: string | null
  /** A puzzle asked for by its id (`?id=`): the session starts with it. */
  firstId: string
  board: (props: BoardProps) => ReactNode
}

/**
 * Puzzles of a filter one after another: "Next puzzle" asks for the one after this (logged in,
 * one not solved yet). Logged in, the themes chosen show "Fork: 7 of 9 solved first try".
 */
export function PuzzleSession({ filter, userId, firstId, board }: PuzzleSessionProps) {
  const [after, setAfter] = useState('')
  const [turns, setTurns] = useState(0)
  const asked = usePuzzle(turns === 0 ? firstId : '')
  const next = useNextPuzzle(userId, filter, after)
  const stats = usePuzzleStats(userId)
  const one = turns === 0 && firstId !== ''
  const puzzle = one ? asked.data : next.data?.puzzle
  const failed = one ? asked.isError : next.isError
  const loading = one ? asked.isPending : next.isPending
  const byTheme = new Map(stats.data?.byTheme.map((theme) => [theme.id, theme]))
  return (
    <section className="puzzle-session" aria-label={t('Puzzle')}>
      {next.data && (
        <p className="muted">
          {t('{count, plural, one {# puzzle matches.} other {# puzzles match.}}', {
            count: next.data.matching,
          })}
        </p>
      )}
      {userId && filter.themes.length > 0 && (
        <ul className="puzzle-stats" aria-label={t('Your puzzles')}>
          {filter.themes.map((id) => {
            const held = byTheme.get(id)
            return (
              <li key={id}>
                {themeLabel(id)}:{' '}
                {held
                  ? t('{solved} of {tried} solved first try', {
                      solved: held.solvedFirstTry,
                      tried: held.tried,
                    })
                  : t('none tried yet')}
              </li>
            )
          })}
        </ul>
      )}
      {failed ? (
        <QueryError
          message={t("Couldn't load a puzzle.")}
          onRetry={() => void (one ? asked.refetch() : next.refetch())}
        />
      ) : loading ? (
        <Loader label={t('Loading a puzzle')} />
      ) : puzzle ? (
        <PuzzlePlay
          key={`${puzzle._id} ${turns}`}
          puzzle={puzzle}
          userId={userId}
          board={board}
          focused={turns > 0}
          onNext={() => {
            setAfter(puzzle._id)
            setTurns((count) => count + 1)
          }}
        />
      ) : (
        <p role="status">
          {userId && (next.data?.matching ?? 0) > 0
            ? t('You have solved every puzzle that matches. Choose other themes.')
            : t('No puzzle matches these themes and difficulty.')}
        </p>
      )}
    </section>
  )
}
