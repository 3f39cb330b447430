import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import BoardPanel from '@/features/board/board-panel'
import { useSaveGuessRound } from '@/features/guesses/api'
import { GuessPanel } from '@/features/guesses/components/guess-panel'
import { LogInToKeep } from '@/features/guesses/components/guess-start'
import { outcomeText, useGuessRound, type MadeGuess } from '@/features/guesses/use-guess-round'
import { LearnFromMistakes, MistakeExplained } from '@/components/engine/mistake-explained'
import { usePauseAtGuess, type GuessVideo } from '@/features/guesses/use-pause-at-guess'
import { useDrillMissed } from '@/features/training/api'
import { t } from '@/i18n/translate'
import type { Lesson } from '@/shared/lesson'
import type { GuessSide } from '@/shared/lesson-limits'

type VideoGuessingProps = {
  lesson: Lesson
  side: GuessSide
  userId: string | null
  video?: GuessVideo & { play: () => void }
  onStop: () => void
  /** "Follow the video" and "Quiz me while I watch", under the drawn board as always. */
  options: ReactNode
}

/**
 * "Guess the moves while you watch" (docs/product.md): the board asks each move of the side
 * played, the Lesson region says what the guess was worth (and hides the moves, which would
 * give the answers away); a timed move pauses the playing video until it is guessed. Logged in,
 * the round is kept when it ends or stops, judged again by the back end.
 */
export default function VideoGuessing(props: VideoGuessingProps) {
  const { lesson, side, userId, video } = props
  const round = useGuessRound(lesson, side)
  const { step, made } = round
  const [pausedAt, setPausedAt] = useState<number | null>(null)
  usePauseAtGuess(video, made ? undefined : step?.timeSeconds, () => setPausedAt(step!.ply))
  const save = useSaveGuessRound(userId, lesson.videoId)
  // The round's saving, once sent: "Drill the ones I missed" waits for it (the back end makes
  // the drills from the round it kept).
  const kept = useRef<Promise<unknown> | null>(null)
  const keep = () => {
    if (userId === null || kept.current || round.guesses.length === 0) return
    kept.current = save.mutateAsync({
      side,
      guesses: round.guesses.map(({ ply, played }) => ({ ply, played })),
    })
    // Its failure is told by the save itself.
    kept.current.catch(() => undefined)
  }
  const drillMissed = useDrillMissed(userId ?? '', lesson.videoId)
  const missedPlies = round.guesses
    .filter((guess) => guess.outcome === 'missed')
    .map((guess) => guess.ply)
  useEffect(() => {
    if (round.over) keep()
    // When the round ends only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round.over])
  const heading = useId()
  // Each question puts the focus in the "Move" box: a keyboard answers at once (the status says
  // the question politely meanwhile).
  const boardArea = useRef<HTMLDivElement>(null)
  const asking = step !== undefined && made === undefined
  useEffect(() => {
    if (asking) boardArea.current?.querySelector<HTMLInputElement>('.board-move input')?.focus()
  }, [asking, step?.ply])
  const status =
    step && made
      ? outcomeText(
          made,
          round.label(step),
          made.outcome === 'missed' && !made.judging ? step.comment : undefined,
        )
      : t('Your move: what was played here?')
  const explained = (guess: MadeGuess) =>
    guess.outcome === 'missed' && guess.verdict ? (
      <MistakeExplained
        fen={round.stepAt(guess.ply)!.fen}
        verdict={guess.verdict}
        onShow={(moves) => round.showFrom(guess.ply, moves)}
      />
    ) : null
  const mistakes = round.guesses.filter((guess) => guess.outcome === 'missed' && guess.verdict)
  return (
    <>
      <div ref={boardArea} className="guess-board">
        <BoardPanel key={`guessing ${side}`} controller={round.board}>
          {props.options}
        </BoardPanel>
      </div>
      <section className="lesson" aria-labelledby={heading}>
        <h3 id={heading}>{t('Lesson')}</h3>
        <GuessPanel
          status={status}
          right={round.right}
          total={round.guesses.length}
          guessed={Boolean(made) && !made?.judging}
          pausedForIt={step !== undefined && pausedAt === step.ply}
          over={round.over}
          onNext={() => {
            if (step && pausedAt === step.ply) video?.play()
            setPausedAt(null)
            round.next()
          }}
          onStop={() => {
            keep()
            props.onStop()
          }}
          onAgain={() => {
            kept.current = null
            round.again()
          }}
          onDrillMissed={
            userId !== null && missedPlies.length > 0
              ? () =>
                  drillMissed.mutate({
                    saved: kept.current ?? Promise.resolve(),
                    plies: missedPlies,
                  })
              : undefined
          }
          loggedOut={userId === null ? <LogInToKeep /> : undefined}
          explanation={
            round.over
              ? mistakes.length > 0 && (
                  <LearnFromMistakes>
                    {mistakes.map((guess) => (
                      <li key={guess.ply}>
                        {t('You played {played}; the lesson {move}.', {
                          played: guess.played,
                          move: round.label(round.stepAt(guess.ply)!),
                        })}
                        {explained(guess)}
                      </li>
                    ))}
                  </LearnFromMistakes>
                )
              : made
                ? explained(made)
                : null
          }
        />
      </section>
    </>
  )
}
