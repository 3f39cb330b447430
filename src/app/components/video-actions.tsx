import { memo } from 'react'
import { LikeButton } from '@/features/lists/components/like-button'
import { WatchLaterToggle } from '@/features/lists/components/watch-later-toggle'
import { AddToPlaylistButton } from '@/features/playlists/components/add-to-playlist-button'
import { PracticeLinks } from '@/features/puzzles/components/practice-links'
import type { Video } from '@/shared/entities'

// The video page draws itself again at each answer it receives (its lesson, notes, progress…);
// these parts depend only on the learner and the video, so they are left as they are then: each
// answer of a first visit was a long task that drew them all again (docs/performance.md, issue 64).

type Props = { userId: string | null; video: Video }

/** "Like", "Watch later" and "Add to playlist" under the video's title. */
export const VideoActions = memo(function VideoActions({ userId, video }: Props) {
  return (
    <>
      <LikeButton userId={userId} video={video} />
      <WatchLaterToggle userId={userId} video={video} withLabel />
      <AddToPlaylistButton userId={userId} video={video} withLabel />
    </>
  )
})

/** "Practice" links for the video's topics and opening. */
export const VideoPractice = memo(function VideoPractice({ userId, video }: Props) {
  return <PracticeLinks userId={userId} topics={video.tags} opening={video.opening?.name} />
})
