import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import type { Video } from '@/shared/entities'
import { exploreUrl } from '../explore-url'
import { categoryName } from '@/i18n/shared-names'
import { levelName } from '../levels'
import { LessonOpening } from './lesson-opening'
import { Monogram } from './monogram'
import { RemovedNotice } from './removed-notice'
import './video-page.css'

type VideoDetailsProps = {
  video: Video
  /** The player (components/video-player.tsx), driven by the route. */
  player: ReactNode
  actions?: ReactNode
  /**
   * Right under the title and actions: what the learner works with while watching (Up next, the
   * board on a narrow screen, notes), so that the note form is in view beside the player at
   * 1280 × 800 (docs/product.md, "A board beside every video"); the creator and description
   * follow.
   */
  study?: ReactNode
  children?: ReactNode
}

export function VideoDetails({ video, player, actions, study, children }: VideoDetailsProps) {
  return (
    <article className="video-details" aria-labelledby="video-title">
      {player}
      <div className="video-details-head">
        <h1 id="video-title">{video.title}</h1>
        {actions && <div className="video-actions">{actions}</div>}
      </div>
      {video.removed && <RemovedNotice />}
      {study}
      <div className="creator-row">
        <Monogram name={video.creator} size={44} />
        <div>
          <Link className="creator" to={paths.creator.href(video.creator)}>
            {video.creator}
          </Link>
          <p className="category-label">
            {categoryName(video.category)} · <span className="level">{levelName(video.level)}</span>
          </p>
          {video.opening && <LessonOpening opening={video.opening} />}
        </div>
      </div>
      <p className="description">{video.description}</p>
      {video.tags.length > 0 && (
        <ul className="tag-list" aria-label={t('Topics')}>
          {video.tags.map((tag) => (
            <li key={tag}>
              <Link className="tag-link" to={exploreUrl({ tags: [tag] })}>
                <span aria-hidden="true">#</span>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {children}
    </article>
  )
}
