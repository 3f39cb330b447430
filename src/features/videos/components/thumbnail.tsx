import { useState } from 'react'
import { thumbnailUrl } from '../video-urls'

type ThumbnailProps = { videoId: string; title: string; eager?: boolean }

/** Fixed 16:9 box (no layout shift); a local placeholder with the title if the image fails. */
export function Thumbnail({ videoId, title, eager = false }: ThumbnailProps) {
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <div className="thumbnail thumbnail-placeholder" aria-hidden="true">
        <span className="thumbnail-glyph">♞</span>
        <span>{title}</span>
      </div>
    )
  }
  return (
    <img
      className="thumbnail"
      src={thumbnailUrl(videoId)}
      alt=""
      width={480}
      height={270}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
