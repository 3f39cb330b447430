import { useState, type RefObject } from 'react'
import { BoardSection } from '@/features/board/board-section'
import { useNotes } from '@/features/study/api/notes'
import { useFollowTheVideo } from '@/features/study/use-follow-the-video'
import type { PlayerHandle } from '@/features/videos/player/player-port'
import { gameOfNote, NEW_GAME, type BoardGame } from '@/shared/board-game'
import type { Note } from '@/shared/entities'
import { useVideoQuiz } from './use-video-quiz'

/**
 * The video page's board (docs/product.md, "A board beside every video"): its game, "Follow the
 * video" over the learner's notes, "Quiz me while I watch" over their drills, and the Board
 * section for either of the page's two places.
 */
export function useVideoBoard(
  userId: string | null,
  videoId: string,
  player: RefObject<PlayerHandle | null>,
) {
  const [board, setBoard] = useState<BoardGame>(NEW_GAME)
  const [following, setFollowing] = useState(true)
  const [reveal, setReveal] = useState(0)
  const notes = useNotes(userId, videoId)
  /** "Show on board": the board takes a note's position and moves, if it has any. */
  const showOnBoard = (note: Note) => {
    const game = gameOfNote(note)
    if (game) setBoard(game)
  }
  const quiz = useVideoQuiz(userId, videoId, player, () => setFollowing(false))
  useFollowTheVideo(
    following && userId !== null,
    notes.data,
    () => player.current?.currentTime() ?? null,
    showOnBoard,
  )
  const asking = quiz.asking
  return {
    board,
    showOnBoard,
    /** "Make drill": the note's position without its moves; the board stops following. */
    practise: (note: Note & { fen: string }) => {
      setFollowing(false)
      setBoard({ startFen: note.fen, moves: [] })
      setReveal((count) => count + 1)
    },
    section: (place: 'beside' | 'below') => (
      <BoardSection
        place={place}
        game={asking?.game ?? board}
        onGameChange={(game) => {
          if (asking) return asking.onMove(game)
          // The learner took the board over: it stops following the video.
          setFollowing(false)
          setBoard(game)
        }}
        follow={userId === null ? undefined : { on: following, onChange: setFollowing }}
        quiz={quiz.toggle}
        asking={asking ?? undefined}
        reveal={reveal}
      />
    ),
  }
}
