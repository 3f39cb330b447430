import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react'
import BoardPanel from '@/features/board/board-panel'
import LessonRegion from '@/features/lessons/components/lesson-region'
import { MoveFields } from '@/features/lessons/components/move-fields'
import { lessonOfTree } from '@/features/lessons/lesson-edits'
import { treeOfLesson } from '@/features/lessons/lesson-tree'
import { VideoPlayer } from '@/features/videos/components/video-player'
import type { PlayerHandle } from '@/features/videos/player/player-port'
import type { Video } from '@/shared/entities'
import { GameTree } from '@/shared/game-tree'
import type { Lesson, LessonGame } from '@/shared/lesson'
import { LessonEditorActions } from './lesson-editor-actions'
import { StartingPosition } from './starting-position'
import { useLeaveGuard } from './use-leave-guard'
import './lesson-editor.css'

const ImportLessonDialog = lazy(() => import('@/features/lessons/components/import-lesson-dialog'))

/** What the editor holds: the tree it edits and the lesson's headers. */
type Draft = { tree: GameTree; headers: Record<string, string> }
const draftOf = (lesson: Pick<LessonGame, 'startFen' | 'moves' | 'headers'> | null): Draft => ({
  tree: lesson ? treeOfLesson(lesson) : new GameTree(),
  headers: lesson?.headers ?? {},
})
const textOf = ({ tree, headers }: Draft) => JSON.stringify(lessonOfTree(tree, headers))

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
  const guard = useLeaveGuard(text !== savedText, 'this lesson')
  const player = useRef<PlayerHandle | null>(null)
  const [startAt, setStartAt] = useState<number | null>(null)
  const [recording, setRecording] = useState(false)
  const [importing, setImporting] = useState(false)
  const start = (lesson: LessonGame | null) => setDraft(draftOf(lesson))
  const node = tree.current
  const hasMoves = tree.root.children.length > 0
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
          Record moves
        </label>
      </div>
      <section className="lesson-editor-board" aria-label="Board">
        <BoardPanel
          tree={tree}
          onPlayed={(played, added) => {
            if (!recording || !added) return
            played.timeSeconds = Math.floor(player.current?.currentTime() ?? 0)
            tree.changed()
          }}
        />
      </section>
      <div className="lesson-editor-moves">
        <LessonRegion
          tree={tree}
          onShow={(shown) => tree.goTo(shown)}
          onJump={(shown) => {
            tree.goTo(shown)
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
            fen={tree.root.fen}
            onSet={(fen) => setDraft({ tree: new GameTree(fen), headers: draft.headers })}
          />
        )}
        <LessonEditorActions
          videoId={video._id}
          lesson={() => lessonOfTree(tree, draft.headers)}
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
