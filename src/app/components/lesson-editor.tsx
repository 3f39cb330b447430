import { lazy, Suspense, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import BoardPanel from '@/features/board/board-panel'
import { BoardController } from '@/lib/board-controller'
import { useLearnerChanges } from '@/lib/use-board-controller'
import LessonRegion from '@/features/lessons/components/lesson-region'
import { MoveFields } from '@/features/lessons/components/move-fields'
import { lessonFrom } from '@/features/lessons/lesson-edits'
import { treeOfLesson } from '@/features/lessons/lesson-tree'
import { VideoPlayer } from '@/features/videos/components/video-player'
import type { PlayerHandle } from '@/features/videos/player/player-port'
import { t } from '@/i18n/translate'
import type { Video } from '@/shared/entities'
import { GameTree, type GameNode } from '@/shared/game-tree'
import type { Lesson, LessonGame } from '@/shared/lesson'
import { LessonEditorActions } from './lesson-editor-actions'
import { StartingPosition } from './starting-position'
import { useLeaveGuard } from './use-leave-guard'
import './lesson-editor.css'

const ImportLessonDialog = lazy(() => import('@/features/lessons/components/import-lesson-dialog'))

/** What the editor holds: the tree it edits, where the lesson starts in it, its headers. */
type Draft = { tree: GameTree; root: GameNode; headers: Record<string, string> }
const draftFrom = (tree: GameTree, headers: Record<string, string>): Draft => ({
  tree,
  root: tree.root,
  headers,
})
const draftOf = (lesson: Pick<LessonGame, 'startFen' | 'moves' | 'headers'> | null): Draft =>
  draftFrom(lesson ? treeOfLesson(lesson) : new GameTree(), lesson?.headers ?? {})
const rootOf = (node: GameNode): GameNode => (node.parent ? rootOf(node.parent) : node)
const textOf = ({ root, headers }: Draft) => JSON.stringify(lessonFrom(root, headers))

/**
 * The lesson editor (docs/product.md, "Lessons"): the player, a board whose moves join the
 * lesson (timed while "Record moves" is on), the lesson's moves, the move on the board's fields,
 * PGN in and out, and Save / Delete. Leaving with changes not saved asks first.
 */
export function LessonEditor({ video, saved }: { video: Video; saved: Lesson | null }) {
  const [draft, setDraft] = useState(() => draftOf(saved))
  const [savedText, setSavedText] = useState(() => textOf(draft))
  const { tree } = draft
  useSyncExternalStore(tree.subscribe, tree.getVersion)
  const text = textOf(draft)
  const guard = useLeaveGuard(
    text !== savedText,
    t('The changes to this lesson since it was last saved will be lost.'),
  )
  const player = useRef<PlayerHandle | null>(null)
  const [startAt, setStartAt] = useState<number | null>(null)
  const [recording, setRecording] = useState(false)
  const [importing, setImporting] = useState(false)
  const start = (lesson: LessonGame | null) => setDraft(draftOf(lesson))
  // A board in editor mode over the draft's tree: a new draft (imported, a new start) is a new
  // board.
  const board = useMemo(() => {
    const made = new BoardController(tree.gameAt(), { mode: 'editor' })
    made.treeOr(() => tree)
    return made
  }, [tree])
  useLearnerChanges(board, ({ kind, node: played, added }) => {
    // A time only where the player told one: a video not started stamps nothing (issue 59).
    const seconds = kind === 'move' && recording && added ? player.current?.currentTime() : null
    if (!played || seconds === null || seconds === undefined) return
    played.timeSeconds = Math.floor(seconds)
    tree.changed()
  })
  const node = tree.current
  const hasMoves = draft.root.children.length > 0
  return (
    <div className="lesson-editor">
      <div className="lesson-editor-video">
        <VideoPlayer
          videoId={video._id}
          title={video.title}
          startAt={startAt}
          onStart={() => setStartAt(0)}
          onEvent={(_event, handle) => (player.current = handle)}
        />
        <label className="lesson-record">
          <input
            type="checkbox"
            checked={recording}
            onChange={(event) => setRecording(event.target.checked)}
          />
          {t('Record moves')}
        </label>
      </div>
      {/* A heading, not only a name: the board's own h3s follow the page's h1 in order (issue 59). */}
      <section className="lesson-editor-board" aria-labelledby="lesson-editor-board">
        <h2 id="lesson-editor-board" className="visually-hidden">
          {t('Board')}
        </h2>
        <BoardPanel controller={board} />
      </section>
      <div className="lesson-editor-moves">
        <LessonRegion
          tree={tree}
          root={draft.root}
          // A position loaded on the board is not the lesson's: its steps stay in the lesson.
          inLesson={tree.root === draft.root ? undefined : (shown) => rootOf(shown) === draft.root}
          onShow={(shown) => board.goTo(shown)}
          onJump={(shown) => {
            board.goTo(shown)
            if (player.current) player.current.seekTo(shown.timeSeconds!)
            else setStartAt(shown.timeSeconds!)
          }}
        >
          {node.parent && (
            <MoveFields key={`${node.id} ${node.timeSeconds}`} tree={tree} node={node} />
          )}
        </LessonRegion>
        {!hasMoves && (
          <StartingPosition
            fen={draft.root.fen}
            onSet={(fen) => setDraft(draftFrom(new GameTree(fen), draft.headers))}
          />
        )}
        <LessonEditorActions
          videoId={video._id}
          lesson={() => lessonFrom(draft.root, draft.headers)}
          saved={saved !== null}
          onImport={() => setImporting(true)}
          onSaved={() => setSavedText(text)}
          onDeleted={() => {
            const empty = draftOf(null)
            setDraft(empty)
            setSavedText(textOf(empty))
          }}
        />
      </div>
      {importing && (
        <Suspense fallback={null}>
          <ImportLessonDialog
            replacing={hasMoves}
            onImport={start}
            onClose={() => setImporting(false)}
          />
        </Suspense>
      )}
      {guard}
    </div>
  )
}
