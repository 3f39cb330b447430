import { useMemo, useState, type RefObject } from 'react'
import type { PlayerHandle } from '@/features/videos/player/player-port'
import { useDrills } from '@/features/study/api/drills'
import { QuizPrompt } from '@/features/study/components/quiz-prompt'
import { useDrillAttempt } from '@/features/study/use-drill-attempt'
import { useQuizPreference, useQuizWhileWatching } from '@/features/study/use-quiz-while-watching'
import type { Drill } from '@/shared/entities'

/**
 * "Quiz me while I watch" on the video page (docs/product.md, "Drills"): when the playing video
 * reaches one of the learner's drills on it, the video pauses and the board asks it; "Continue
 * video" plays on. What the page's Board section needs for it.
 */
export function useVideoQuiz(
  userId: string | null,
  videoId: string,
  player: RefObject<PlayerHandle | null>,
  onAsk: () => void,
  /** False while the learner guesses a lesson's moves: one question at a time. */
  allowed = true,
) {
  const drills = useDrills(userId, videoId)
  // A note's drill is asked at its moment; a lesson's lines are what guessing asks while watching.
  const notesDrills = useMemo(
    () => (drills.data ?? []).filter((drill) => drill.source.kind === 'note'),
    [drills.data],
  )
  const preference = useQuizPreference()
  const [asked, setAsked] = useState<Drill | null>(null)
  const attempt = useDrillAttempt(asked ?? undefined)
  useQuizWhileWatching(
    allowed && preference.on && userId !== null && asked === null,
    notesDrills,
    () => player.current?.currentTime() ?? null,
    (drill) => {
      player.current?.pause()
      onAsk()
      setAsked(drill)
    },
  )
  return {
    toggle: userId === null ? undefined : { on: preference.on, onChange: preference.set },
    /** The drill being asked, for the Board section; null while the video plays. */
    asking: asked && {
      board: attempt.board,
      prompt: (
        <QuizPrompt
          status={attempt.status}
          onTryAgain={attempt.outcome === 'good by engine' ? attempt.tryAgain : undefined}
          onContinue={() => {
            setAsked(null)
            player.current?.play()
          }}
        />
      ),
      drillId: asked._id,
    },
  }
}
