import type { ReactNode } from 'react'
import type { Video } from '@/types/api'
import { Monogram } from './monogram'
import { VideoPlayer } from './video-player'
import '../videos.css'

type VideoDetailsProps = { video: Video; actions?: ReactNode }

export function VideoDetails({ video, actions }: VideoDetailsProps) {
  return (
    <article className="video-details">
      <VideoPlayer videoId={video._id} title={video.title} />
      <div className="video-details-head">
        <h1>{video.title}</h1>
        {actions && <div className="video-actions">{actions}</div>}
      </div>
      <div className="creator-row">
        <Monogram name={video.creator} size={44} />
        <div>
          <p className="creator">{video.creator}</p>
          <p className="category-label">{video.category}</p>
        </div>
      </div>
      <p className="description">{video.description}</p>
    </article>
  )
}
