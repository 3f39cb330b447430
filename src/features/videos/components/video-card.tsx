import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import type { Video } from '@/shared/entities'
import { categoryName } from '@/i18n/shared-names'
import { levelName } from '../levels'
import { LessonOpening } from './lesson-opening'
import { Monogram } from './monogram'
import { RemovedNotice } from './removed-notice'
import { Thumbnail } from './thumbnail'
import './video-card.css'

type VideoCardProps = {
  video: Video
  /** Buttons beside the title; routes hand in the library's controls. */
  actions?: ReactNode
  eager?: boolean
  /** Shown over the thumbnail's lower edge: how much of it the user watched. */
  overlay?: ReactNode
  /** Buttons over the thumbnail's top corner (a playlist's Move up / Move down). */
  cornerActions?: ReactNode
  /** The card was opened (its link clicked): History records it from here. */
  onOpen?: (video: Video) => void
}

export function VideoCard(props: VideoCardProps) {
  const { video, actions, eager, overlay, cornerActions, onOpen } = props
  return (
    <article className="video-card">
      <Link
        to={paths.singleVideo.href(video._id)}
        className="video-card-link"
        onClick={() => onOpen?.(video)}
      >
        <Thumbnail videoId={video._id} title={video.title} eager={eager} />
        {/* Element Timing tells when the first titles painted (npm run bench). */}
        <h2 className="video-card-title" elementtiming={eager ? 'video-title' : undefined}>
          {video.title}
        </h2>
      </Link>
      {overlay && <div className="video-card-overlay">{overlay}</div>}
      <div className="video-card-meta">
        <Monogram name={video.creator} />
        <div>
          <Link className="creator" to={paths.creator.href(video.creator)}>
            {video.creator}
          </Link>
          <p className="category-label">
            {categoryName(video.category)} · {levelName(video.level)}
          </p>
          {video.opening && <LessonOpening opening={video.opening} />}
          {video.removed && <RemovedNotice />}
        </div>
        {actions && <div className="video-card-actions">{actions}</div>}
      </div>
      {/* After the card's own buttons in the tab order, though drawn over the thumbnail. */}
      {cornerActions && <div className="video-card-corner">{cornerActions}</div>}
    </article>
  )
}
