import { lazy, useState, type RefObject } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useBoardController, useBoardVersion, useLearnerChanges } from '@/lib/use-board-controller'
import { BoardOptions, BoardSection } from '@/features/board/board-section'
import { lessonQueryOptions } from '@/features/lessons/api/lesson'
import { useVideo } from '@/features/videos/api/videos'
import { timedMoveAt, timedMoves } from '@/features/lessons/lesson-times'
import { useNotes } from '@/features/study/api/notes'
import { noteAt, useFollowTheVideo, type Moment } from '@/features/study/use-follow-the-video'
import type { PlayerHandle } from '@/features/videos/player/player-port'
import { gameOfNote, NEW_GAME, type BoardGame } from '@/shared/board-game'
import type { Note } from '@/shared/entities'
import type { Lesson } from '@/shared/lesson'
import type { GuessSide } from '@/shared/lesson-limits'
import { spokenMove } from '@/i18n/spoken-move'
import { useVideoQuiz } from './use-video-quiz'

// The board's code (chess.js, cm-chessboard) and the lesson's moves load once the page is on
// screen, never with the first paint of a video page (docs/performance.md).
const VideoBoard = lazy(() => import('./video-board'))

// A lesson's timed moves, worked out once per lesson the cache holds.
const timedOfLesson = new WeakMap<Lesson, ReturnType<typeof timedMoves>>()
function timedOf(lesson: Lesson | null | undefined) {
  if (!lesson) return []
  let timed = timedOfLesson.get(lesson)
  if (!timed) timedOfLesson.set(lesson, (timed = timedMoves(lesson)))
  return timed
}

/**
 * The video page's board (docs/product.md, "A board beside every video" and "Lessons"): its
 * game, the video's lesson, "Follow the video" over the lesson's timed moves and the learner's
 * notes, "Quiz me while I watch" over their drills, and the Board section for either place.
 */
export function useVideoBoard(
  userId: string | null,
  videoId: string,
  player: RefObject<PlayerHandle | null>,
  jumpTo: (seconds: number) => void,
  /** A lesson's position to open the board at (a link from "Lessons with this position"). */
  openAt: string | null = null,
  /** Guessing to start as this side once the lesson is there (a student's assignment). */
  guessAs: GuessSide | null = null,
) {
  // The page's board, before its code has loaded: notes read its game, following sets it.
  const board = useBoardController(NEW_GAME)
  useBoardVersion(board)
  const setBoard = (game: BoardGame) => board.show(game)
  const [following, setFollowing] = useState(true)
  // The learner took the board over: it stops following the video.
  useLearnerChanges(board, () => setFollowing(false))
  const [said, setSaid] = useState('')
  const [reveal, setReveal] = useState(0)
  const notes = useNotes(userId, videoId)
  const hasLesson = useVideo(videoId).data?.lesson === true
  // The lesson is read where it is drawn, in the board's section: its answer draws that section,
  // not the whole page (docs/performance.md, "The video page, fourth step"). Following the video
  // reads it from the cache when it asks.
  const queryClient = useQueryClient()
  const timedNow = () => timedOf(queryClient.getQueryData(lessonQueryOptions(videoId).queryKey))
  /** "Show on board": the board takes a note's position and moves, if it has any. */
  const showOnBoard = (note: Note) => {
    const game = gameOfNote(note)
    if (game) setBoard(game)
  }
  const [guessing, setGuessing] = useState(false)
  const quiz = useVideoQuiz(userId, videoId, player, () => setFollowing(false), !guessing)
  /** The later of the latest note and the latest timed lesson move (a tie: the note). */
  const momentAt = (seconds: number): Moment | undefined => {
    const note = noteAt(notes.data ?? [], seconds)
    const move = timedMoveAt(timedNow(), seconds)
    if (move && (!note || move.seconds > note.timeSeconds))
      return {
        key: `lesson ${move.game.moves.length}`,
        show: () => {
          setBoard(move.game)
          setSaid(
            `${move.label}: ${spokenMove({ san: move.game.moves.at(-1)!, color: move.white ? 'w' : 'b' })}`,
          )
        },
      }
    return note && { key: note._id, show: () => showOnBoard(note) }
  }
  const offersFollow = userId !== null || hasLesson
  useFollowTheVideo(
    following && offersFollow,
    momentAt,
    () => player.current?.currentTime() ?? null,
  )
  const asking = quiz.asking
  return {
    /** The game on the board (a note keeps it). */
    game: board.game(),
    showOnBoard,
    /** "Make drill": the note's position without its moves; the board stops following. */
    practise: (note: Note & { fen: string }) => {
      setFollowing(false)
      setBoard({ startFen: note.fen, moves: [] })
      setReveal((count) => count + 1)
    },
    section: (place: 'beside' | 'below') => (
      <BoardSection place={place} prompt={asking?.prompt} reveal={reveal}>
        <VideoBoard
          board={board}
          asking={asking ?? undefined}
          videoId={videoId}
          hasLesson={hasLesson}
          openAt={openAt}
          guessAs={guessAs}
          onJump={jumpTo}
          said={said}
          userId={userId}
          video={{
            time: () => player.current?.currentTime() ?? null,
            playing: () => player.current?.playing() ?? false,
            pause: () => player.current?.pause(),
            play: () => player.current?.play(),
          }}
          onGuessing={(on) => {
            // The board stops following the video, and the quiz waits, while the learner guesses.
            if (on) setFollowing(false)
            setGuessing(on)
          }}
          options={
            <BoardOptions
              follow={offersFollow ? { on: following, onChange: setFollowing } : undefined}
              quiz={quiz.toggle}
            />
          }
        />
      </BoardSection>
    ),
  }
}
