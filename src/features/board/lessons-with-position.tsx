import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { call, type AnswerOf } from '@/lib/api-client'
import { lessonMoveLabel } from '@/shared/move-numbers'
import { formatTime } from '@/shared/video-time'
import { t } from '@/i18n/translate'

type Match = AnswerOf<'GET /lessons/positions'>['matches'][number]

/** The video with its board at the match's move, and "Play from m:ss" when it is timed. */
function linkTo(match: Match, fen: string) {
  const query = new URLSearchParams()
  if (match.timeSeconds !== undefined) query.set('t', String(Math.floor(match.timeSeconds)))
  query.set('position', fen)
  return `${paths.singleVideo.href(match.videoId)}?${query}`
}

/**
 * "Find lessons with this position" under a board (docs/product.md, "Every position has its
 * name"): the videos whose lesson reaches the board's position, transpositions included, read
 * from the lesson positions' index (GET /api/lessons/positions). The list is the position's it
 * was asked for: a move on the board puts the button back.
 */
export function LessonsWithPosition({ fen }: { fen: string }) {
  const [asked, setAsked] = useState<string | null>(null)
  const heading = useId()
  const matches = useQuery({
    queryKey: ['lesson-positions', asked],
    queryFn: async () => (await call('GET /lessons/positions', { query: { fen: asked! } })).matches,
    enabled: asked !== null,
  })
  if (asked !== fen)
    return (
      <button type="button" className="button button-secondary" onClick={() => setAsked(fen)}>
        {t('Find lessons with this position')}
      </button>
    )
  return (
    <section className="board-lessons" aria-labelledby={heading}>
      <h3 id={heading}>{t('Lessons with this position')}</h3>
      {matches.isPending && <p role="status">{t('Looking…')}</p>}
      {matches.isError && <p role="alert">{matches.error.message}</p>}
      {matches.data?.length === 0 && <p>{t('No lesson reaches this position yet.')}</p>}
      {matches.data && matches.data.length > 0 && (
        <ul>
          {matches.data.map((match) => (
            <li key={match.videoId}>
              <Link to={linkTo(match, fen)}>
                {t('{title}, after {move}', {
                  title: match.title,
                  move: lessonMoveLabel(match.ply - 1, match.san),
                })}
              </Link>
              {match.timeSeconds !== undefined && ` (${formatTime(match.timeSeconds)})`}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
