import { thumbnailUrl } from '../video-urls'
import './video-card.css'

type ThumbnailProps = { videoId: string; title: string; eager?: boolean }

/**
 * A fixed 16:9 frame (no layout shift). The local placeholder with the title is painted at once,
 * beneath the image, which covers it when it loads. An image that fails is hidden by
 * index.html's first script (an `error` listener for every image, there before any image can
 * fail, hydrated or not): the page never shows a broken-image icon, and the title never waits
 * for a third-party host.
 */
export function Thumbnail({ videoId, title, eager = false }: ThumbnailProps) {
  return (
    <div className="thumbnail">
      <div className="thumbnail-placeholder" aria-hidden="true">
        <span className="thumbnail-glyph">♞</span>
        <span>{title}</span>
      </div>
      <img
        src={thumbnailUrl(videoId)}
        alt=""
        width={480}
        height={270}
        loading={eager ? 'eager' : 'lazy'}
        // Never ahead of the page's own files: the title painted beneath is what counts first.
        fetchPriority="low"
        decoding="async"
      />
    </div>
  )
}
