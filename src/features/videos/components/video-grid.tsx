import type { ReactNode } from 'react'
import type { Video } from '@/types/api'

type VideoGridProps = {
  videos: readonly Video[]
  renderCard: (video: Video, index: number) => ReactNode
  label: string
}

export function VideoGrid({ videos, renderCard, label }: VideoGridProps) {
  return (
    <ul className="video-grid" aria-label={label}>
      {videos.map((video, index) => (
        <li key={video._id}>{renderCard(video, index)}</li>
      ))}
    </ul>
  )
}
