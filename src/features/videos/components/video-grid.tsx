import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { Video } from '@/shared/entities'
import './video-card.css'

type VideoGridProps = {
  videos: readonly Video[]
  renderCard: (video: Video, index: number) => ReactNode
  label: string
}

// Above this many cards only the rows near the viewport are rendered (10,000 videos stay smooth).
const WINDOW_FROM = 60
const MIN_CARD_PX = 256
const GAP_PX = 20
// Below its 16:9 thumbnail a card has a fixed height (the title is clamped to two lines), so each
// row's height is known before it renders and nothing shifts as the user scrolls.
const CARD_TEXT_PX = 132

export function VideoGrid({ videos, renderCard, label }: VideoGridProps) {
  // Without ResizeObserver (old browsers, jsdom) every card is rendered in a plain CSS grid.
  const large = videos.length > WINDOW_FROM && typeof ResizeObserver !== 'undefined'
  // A short grid never makes the window's virtualizer: its listeners and measures were a share
  // of a long task on the video page (docs/performance.md, "The video page's main thread").
  if (large) return <WindowedGrid videos={videos} renderCard={renderCard} label={label} />
  return (
    <ul className="video-grid" aria-label={label}>
      {videos.map((video, index) => (
        <li key={video._id}>{renderCard(video, index)}</li>
      ))}
    </ul>
  )
}

function WindowedGrid({ videos, renderCard, label }: VideoGridProps) {
  const listRef = useRef<HTMLUListElement>(null)
  const [{ width, top }, setBox] = useState({ width: 0, top: 0 })

  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const measure = () => {
      const rect = list.getBoundingClientRect()
      const next = { width: rect.width, top: rect.top + window.scrollY }
      // The list's height follows the results; only a new width or place draws it again.
      setBox((box) => (box.width === next.width && box.top === next.top ? box : next))
    }
    measure() // before the first paint
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    return () => observer.disconnect()
  }, [])

  const columns = Math.max(1, Math.floor((width + GAP_PX) / (MIN_CARD_PX + GAP_PX)))
  const cardWidth = (width - GAP_PX * (columns - 1)) / columns
  const rowHeight = Math.round((cardWidth * 9) / 16) + CARD_TEXT_PX + GAP_PX
  const virtualizer = useWindowVirtualizer({
    count: width > 0 ? Math.ceil(videos.length / columns) : 0,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin: top,
  })
  const cells = virtualizer.getVirtualItems().flatMap((row) =>
    Array.from({ length: columns }, (_, column) => ({
      index: row.index * columns + column,
      column,
      y: row.start - top,
    })),
  )
  return (
    <ul
      ref={listRef}
      className="video-grid-windowed"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {cells
        .filter(({ index }) => index < videos.length)
        .map(({ index, column, y }) => {
          const video = videos[index]!
          return (
            <li
              key={video._id}
              aria-posinset={index + 1}
              aria-setsize={videos.length}
              style={{
                width: cardWidth,
                height: rowHeight - GAP_PX,
                transform: `translate(${column * (cardWidth + GAP_PX)}px, ${y}px)`,
              }}
            >
              {renderCard(video, index)}
            </li>
          )
        })}
    </ul>
  )
}
