import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import BoardPanel from '@/features/board/board-panel'
import type { BoardController } from '@/lib/board-controller'
import { useGuessScores } from '@/features/guesses/api'
import { GuessStart } from '@/features/guesses/components/guess-start'
import { useGuessSide } from '@/features/guesses/use-guess-side'
import { useDrills } from '@/features/study/api/drills'
import { useLesson } from '@/features/lessons/api/lesson'
import { LessonTraining } from '@/features/training/components/lesson-training'
import type { GuessVideo } from '@/features/guesses/use-pause-at-guess'
import VideoGuessing from './video-guessing'
import LessonRegion from '@/features/lessons/components/lesson-region'
import { lessonGameAt } from '@/features/lessons/lesson-position'
import { addLesson } from '@/features/lessons/lesson-tree'
import { GameTree, type GameNode } from '@/shared/game-tree'
import type { Lesson } from '@/shared/lesson'
import type { GuessSide } from '@/shared/lesson-limits'
import './video-board.css'

type VideoBoardProps = {
  /** The page's board: the lesson's positions join its tree. */
  board: BoardController
  /** A drill being asked: a board of its own (its controller), answer only. */
  asking?: { drillId: string; board: BoardController }
  videoId: string
  /** The catalogue says the video has a lesson: the board's section asks for it. */
  hasLesson: boolean
  /** A position to open the board at, as the lesson reaches it (docs/ui-contract.md). */
  openAt?: string | null
  /** "Jump to m:ss": the video seeks there (the board shows the move). */
  onJump: (seconds: number) => void
  said: string
  /** "Follow the video" and "Quiz me while I watch", right under the drawn board. */
  options: ReactNode
  userId: string | null
  /** The video's player, as guessing needs it (it pauses at a timed move). */
  video: GuessVideo & { play: () => void }
  /** Guessing began or ended: the page's following and quiz wait meanwhile. */
  onGuessing: (on: boolean) => void
  /** Guessing to start as this side once the lesson is there (`?guess=black`, an assignment). */
  guessAs?: GuessSide | null
}

const newTree = () => new GameTree()

/**
 * The video page's board and its Lesson region, loaded after the first paint: one game tree
 * holds the lesson's positions and the learner's moves (docs/decisions/037-a-board-controller.md).
 */
export default function VideoBoard(props: VideoBoardProps) {
  const { asking } = props
  if (asking)
    return (
      <BoardPanel key={asking.drillId} controller={asking.board}>
        {props.options}
      </BoardPanel>
    )
  return <FreeBoard {...props} />
}

function FreeBoard(props: VideoBoardProps) {
  const { board, onJump, said, options, userId } = props
  // The lesson joins the drawn board in a render of its own, one that yields to the learner: its
  // tree and its region were the video page's longest tasks (docs/performance.md, issue 64).
  const lesson = useDeferredValue(useLesson(props.videoId, props.hasLesson).data ?? null, null)
  const [guessing, setGuessing] = useState(false)
  // After "Stop guessing", "Guess the moves" takes the focus back.
  const [stopped, setStopped] = useState(false)
  const guess = (on: boolean) => {
    props.onGuessing(on)
    setGuessing(on)
    setStopped(!on)
  }
  useOpenAt(lesson, props.openAt, board)
  const guessSide = useGuessSide()
  useGuessAtOnce(lesson, props.guessAs, (side) => {
    guessSide.set(side)
    guess(true)
  })
  const scores = useGuessScores(lesson ? userId : null, lesson?.videoId ?? '')
  const drills = useDrills(lesson ? userId : null, lesson?.videoId ?? '')
  // The lesson's positions join the board's tree: the learner's own moves stay beside them.
  const built = useMemo(() => {
    if (!lesson) return null
    const tree = board.treeOr(newTree)
    const { root, positions } = addLesson(tree, lesson)
    return { tree, root, inLesson: (node: GameNode) => positions.has(node) }
  }, [lesson, board])
  useEffect(() => board.set({ mode: lesson ? 'lesson' : 'free' }), [board, lesson])
  if (lesson && guessing)
    return (
      <VideoGuessing
        lesson={lesson}
        side={guessSide.side}
        userId={userId}
        video={props.video}
        onStop={() => guess(false)}
        options={options}
      />
    )
  return (
    // With a lesson the drawn board stays in view while its moves are used (video-board.css).
    <div className={built ? 'video-board with-lesson' : 'video-board'}>
      {/* A picture until used: its drawing was the page's longest task (docs/decisions/042). */}
      <BoardPanel key="free" controller={board} pictureFirst>
        {options}
      </BoardPanel>
      {/* After the board's own controls: the Move box stays in view beside the player. */}
      {built && (
        <LessonRegion
          tree={built.tree}
          root={built.root}
          inLesson={built.inLesson}
          onShow={(node) => board.goTo(node)}
          onJump={(node) => {
            onJump(node.timeSeconds!)
            board.goTo(node)
          }}
          said={said}
          headers={lesson?.headers}
        >
          <GuessStart
            side={guessSide.side}
            onSide={guessSide.set}
            onStart={() => guess(true)}
            focused={stopped}
            scores={scores.data}
            loggedIn={userId !== null}
          />
          {userId !== null && lesson && (
            <LessonTraining
              lesson={lesson}
              side={guessSide.side}
              drills={drills.data}
              userId={userId}
            />
          )}
        </LessonRegion>
      )}
    </div>
  )
}

/** Once the lesson is there, guessing starts as `side`: once per video. */
function useGuessAtOnce(
  lesson: Lesson | null,
  side: GuessSide | null | undefined,
  start: (side: GuessSide) => void,
) {
  const started = useRef<string | null>(null)
  useEffect(() => {
    if (!lesson || !side || started.current === lesson.videoId) return
    started.current = lesson.videoId
    start(side)
    // Once the lesson is there; `start` is new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lesson, side])
}

/** Once the lesson is there, the board shows the first of its moves that reaches `openAt`. */
function useOpenAt(
  lesson: Lesson | null,
  openAt: string | null | undefined,
  board: BoardController,
) {
  const opened = useRef<string | null>(null)
  useEffect(() => {
    // Once per video and position: the learner's own moves after it are theirs.
    const asked = lesson && openAt ? `${lesson.videoId} ${openAt}` : null
    if (!asked || !lesson || !openAt || opened.current === asked) return
    opened.current = asked
    const game = lessonGameAt(lesson, openAt)
    if (game) board.show(game)
  }, [lesson, openAt, board])
}
