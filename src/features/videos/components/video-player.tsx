import { Play } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useState } from 'react'
import { embedUrl } from '../video-urls'
import { Thumbnail } from './thumbnail'
import '../videos.css'

/** A light poster until the user presses play; only then is YouTube's iframe loaded. */
export function VideoPlayer({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      <div className="player">
        <iframe
          src={embedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    )
  }
  return (
    <div className="player">
      <Thumbnail videoId={videoId} title={title} eager />
      <button
        type="button"
        className="play-button"
        aria-label={`Play ${title}`}
        onClick={() => setPlaying(true)}
      >
        <Icon node={Play} />
      </button>
    </div>
  )
}
