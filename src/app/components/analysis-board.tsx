import BoardPanel from '@/features/board/board-panel'
import { GameReview } from '@/features/games/components/game-review'
import LessonRegion from '@/features/lessons/components/lesson-region'
import { movesFrom } from '@/features/lessons/lesson-tree'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { useBoardController, useBoardVersion } from '@/lib/use-board-controller'
import { START_FEN, type BoardGame } from '@/shared/board-game'
import { GameTree } from '@/shared/game-tree'
import { writeLessonPgn } from '@/shared/lesson-pgn'
import './analysis-board.css'

const newTree = () => new GameTree()

/** Copies `text`; a refused clipboard says what to do instead (the FEN box, the move list). */
async function copy(text: string, copied: string) {
  try {
    await navigator.clipboard.writeText(text)
    notify.success(copied)
  } catch {
    notify.error(t("Couldn't copy: your browser refused. Select the text and copy it yourself."))
  }
}

/**
 * /analysis's board (loaded after the page's first paint): a board in analysis mode, and the
 * moves played on it from its start as a tree, stepped like a lesson's, with "Copy PGN" and
 * "Copy FEN" (docs/decisions/037-a-board-controller.md).
 */
export default function AnalysisBoard({
  game,
  review,
}: {
  game: BoardGame
  /** A game from "Your games": reviewed by the engine, the learner playing this side. */
  review?: 'white' | 'black'
}) {
  const board = useBoardController(game, { mode: 'analysis' })
  useBoardVersion(board)
  const tree = board.treeOr(newTree)
  const pgn = () =>
    writeLessonPgn({
      startFen: tree.root.fen === START_FEN ? undefined : tree.root.fen,
      headers: {},
      moves: movesFrom(tree.root),
    })
  return (
    <div className="analysis-layout">
      <BoardPanel controller={board} />
      <LessonRegion
        tree={tree}
        root={tree.root}
        onShow={(node) => board.goTo(node)}
        names={{ heading: t('Moves played here'), list: t('Move tree') }}
      >
        <div className="form-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void copy(pgn(), t('PGN copied'))}
          >
            {t('Copy PGN')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void copy(tree.current.fen, t('FEN copied'))}
          >
            {t('Copy FEN')}
          </button>
        </div>
      </LessonRegion>
      {review && (
        <GameReview
          startFen={game.startFen}
          moves={game.moves}
          side={review}
          onShow={(moves) => board.show({ startFen: game.startFen, moves })}
        />
      )}
    </div>
  )
}
