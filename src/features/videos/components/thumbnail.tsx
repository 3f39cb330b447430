import { useState } from 'react'
import { thumbnailUrl } from '../video-urls'
import '../videos.css'

type ThumbnailProps = { videoId: string; title: string; eager?: boolean }

/**
 * A fixed 16:9 frame (no layout shift). The local placeholder with the title is painted at once,
 * beneath the image, which covers it when it loads and is removed if it fails: the page never
 * shows a broken-image icon, and the title never waits for a third-party host.
 */
export function Thumbnail({ videoId, title, eager = false }: ThumbnailProps) {
  const [failed, setFailed] = useState(false)
  return (
    <div className="thumbnail">
      <div className="thumbnail-placeholder" aria-hidden="true">
        <span className="thumbnail-glyph">♞</span>
        <span>{title}</span>
      </div>
      {!failed && (
        <img
          src={thumbnailUrl(videoId)}
          alt=""
          width={480}
          height={270}
          loading={eager ? 'eager' : 'lazy'}
          // Never ahead of the page's own files: the title painted beneath is what counts first.
          fetchPriority="low"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  )
}
