import { lazy, Suspense, useRef, useState } from 'react'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { PageLoader } from '@/components/ui/loader'
import { NotFound } from '@/components/ui/not-found'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { ApiError } from '@/lib/api-client'
import { useVideo } from '@/features/videos/api/videos'
import { VideoDetails } from '@/features/videos/components/video-details'
import { VideoPlayer } from '@/features/videos/components/video-player'
import type { PlayerHandle } from '@/features/videos/player/player-port'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useRecordView } from '@/features/lists/use-record-view'
import { useVideoProgress } from '@/features/study/api/progress'
import { LoginToStudy } from '@/features/study/components/login-to-study'
import { ResumeControls, resumePoint } from '@/features/study/components/resume-controls'
import { useProgressSaver } from '@/features/study/use-progress-saver'
import { formatTime } from '@/features/study/progress'
import { t } from '@/i18n/translate'
import { MAX_VIDEO_SECONDS } from '@/shared/input-rules'
import { isGuessSide } from '@/shared/lesson-limits'
import { VideoActions, VideoPractice } from '../components/video-actions'
import { useVideoBoard } from '../components/use-video-board'
import { UpNext, usePlaylistQueue } from '../components/up-next'
import './single-video.css'

// Signed in only, and below the player: the notes come in a chunk of their own.
const NotesPanel = lazy(async () => ({
  default: (await import('@/features/study/components/notes-panel')).NotesPanel,
}))
// Below the first screen: its prerendered cards are hydrated once its chunk comes, in tasks of
// their own after the page's (docs/performance.md, "The video page, fourth step").
const MoreLikeThis = lazy(async () => ({
  default: (await import('../components/more-like-this')).MoreLikeThis,
}))

/** `?guess=black`: an assignment starts the lesson's guessing as that side. */
const guessAsked = (given: string | null) => (isGuessSide(given) ? given : null)

/** `?t=95`, a moment someone linked to (a note's "Jump to"), or null. */
function linkedTime(given: string | null): number | null {
  if (given === null || !/^\d{1,5}$/.test(given)) return null
  const seconds = Number(given)
  return seconds <= MAX_VIDEO_SECONDS ? seconds : null
}

/** Set when the previous video of a playlist ended: this one starts by itself. */
type AutoplayState = { autoplay?: boolean } | null

export default function SingleVideoRoute() {
  const { videoId = '' } = useParams()
  // A new video starts on its poster (the route stays mounted from one video to the next).
  return <VideoPage key={videoId} videoId={videoId} />
}

function VideoPage({ videoId }: { videoId: string }) {
  const video = useVideo(videoId)
  const userId = useCurrentUserId()
  useRecordView(userId, video.data)
  const progress = useVideoProgress(userId, videoId)
  const saveProgress = useProgressSaver(userId, videoId)
  const autoplay = (useLocation().state as AutoplayState)?.autoplay === true
  const [startAt, setStartAt] = useState<number | null>(autoplay ? 0 : null)
  const player = useRef<PlayerHandle | null>(null)
  const [searchParams] = useSearchParams()
  const listId = searchParams.get('list')
  const linkedAt = linkedTime(searchParams.get('t'))
  const queue = usePlaylistQueue(userId, { listId, shareId: searchParams.get('shared') }, videoId)
  const navigate = useNavigate()
  /** A note's or a lesson move's moment: the playing video seeks there; before play, it starts there. */
  const jumpTo = (seconds: number) => {
    if (!player.current) return setStartAt(seconds)
    player.current.seekTo(seconds)
    player.current.play()
  }
  const board = useVideoBoard(
    userId,
    videoId,
    player,
    jumpTo,
    searchParams.get('position'),
    guessAsked(searchParams.get('guess')),
  )
  const playNext = () => {
    if (queue?.next)
      void navigate(queue.videoHref(queue.next._id), {
        state: { autoplay: true } satisfies AutoplayState,
      })
  }

  if (video.isPending) return <PageLoader label={t('Loading video')} />
  if (video.isError) {
    if (video.error instanceof ApiError && video.error.status === 404) {
      return (
        <>
          <PageTitle title={t('Video not found')} />
          <NotFound
            title={t('Video not found')}
            message={t('This video does not exist or was removed.')}
          />
        </>
      )
    }
    return (
      <QueryError message={t("Couldn't load this video.")} onRetry={() => void video.refetch()} />
    )
  }

  return (
    <>
      <PageTitle title={video.data.title} />
      <div className="watch-layout">
        <VideoDetails
          video={video.data}
          player={
            <>
              <VideoPlayer
                videoId={videoId}
                title={video.data.title}
                startAt={startAt}
                onStart={() => setStartAt(resumePoint(progress))}
                onEvent={(event, handle) => {
                  player.current = handle
                  saveProgress(event, handle)
                  if (event === 'ended') playNext()
                }}
              />
              <div className="player-bar">
                {startAt === null && linkedAt !== null && (
                  <button
                    type="button"
                    className="button resume-button"
                    onClick={() => setStartAt(linkedAt)}
                  >
                    {t('Play from {time}', { time: formatTime(linkedAt) })}
                  </button>
                )}
                {startAt === null && <ResumeControls progress={progress} onPlayFrom={setStartAt} />}
              </div>
            </>
          }
          actions={<VideoActions userId={userId} video={video.data} />}
          study={
            <Suspense>
              {/* Before the notes: where the playlist goes next is read first. */}
              {queue && <UpNext queue={queue} onNext={playNext} />}
              {board.section('below')}
              {userId === null ? (
                <LoginToStudy />
              ) : (
                <Suspense>
                  <NotesPanel
                    userId={userId}
                    video={video.data}
                    currentTime={() => player.current?.currentTime() ?? 0}
                    board={board.game}
                    onJump={(note) => {
                      jumpTo(note.timeSeconds)
                      board.showOnBoard(note)
                    }}
                    onShow={board.showOnBoard}
                    onPractise={board.practise}
                  />
                </Suspense>
              )}
            </Suspense>
          }
        >
          <VideoPractice userId={userId} video={video.data} />
        </VideoDetails>
        {board.section('beside')}
      </div>
      <Suspense>
        <MoreLikeThis video={video.data} />
      </Suspense>
    </>
  )
}
