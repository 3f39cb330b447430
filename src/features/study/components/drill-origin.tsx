import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import type { Drill } from '@/shared/entities'
import { formatTime } from '../progress'

/**
 * The drill's moment in its video; a lesson's untimed move (time 0) has none: the video. A
 * puzzle's drill has no video.
 */
export function drillMomentHref(drill: Drill) {
  if (!drill.videoId) return undefined
  const video = paths.singleVideo.href(drill.videoId)
  if (drill.source.kind === 'lesson' && drill.timeSeconds === 0) return video
  return `${video}?t=${Math.floor(drill.timeSeconds)}`
}

/**
 * Where the drill comes from, linked: a note's moment in its video, a lesson's move ("From the
 * lesson of <title>, move 13", at the move's time when it has one), or its puzzle.
 */
export function DrillOrigin({ drill, title }: { drill: Drill; title: string }) {
  if (drill.source.kind === 'puzzle')
    return <Link to={paths.puzzle.href(drill.source.puzzleId)}>{drill.text}</Link>
  if (!drill.videoId) return <>{drill.text}</>
  const video = paths.singleVideo.href(drill.videoId)
  if (drill.source.kind !== 'lesson')
    return (
      <Link to={video}>
        {t('{title} from {time}', { title, time: formatTime(drill.timeSeconds) })}
      </Link>
    )
  const move = drill.fen.split(' ')[5] ?? '1'
  return (
    <Link to={drillMomentHref(drill) ?? video}>
      {t('From the lesson of {title}, move {move}', { title, move })}
    </Link>
  )
}
