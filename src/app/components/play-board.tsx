import { useState } from 'react'
import { Link } from 'react-router'
import BoardPanel from '@/features/board/board-panel'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { GameControls } from '@/features/games/components/game-controls'
import { GameOver } from '@/features/games/components/game-over'
import { PlaySetup } from '@/features/games/components/play-setup'
import { endingSentence } from '@/features/games/game-words'
import { usePlayGame, type GameSettings } from '@/features/games/use-play-game'
import '@/features/games/games.css'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import { canRunEngine } from '@/lib/page-engine'
import { useBoardController } from '@/lib/use-board-controller'
import { GameTree } from '@/shared/game-tree'

const newTree = () => new GameTree()

/**
 * /play's board (loaded after the page's first paint, with the board's code): the setup, then a
 * game against the engine in the board's play mode, then its end; "New game" starts again from
 * the same position (docs/product.md, "Play it out against the engine").
 */
export default function PlayBoard({ startFen }: { startFen: string }) {
  const [round, setRound] = useState(0)
  return <PlayRound key={round} startFen={startFen} onNewGame={() => setRound((n) => n + 1)} />
}

function PlayRound({ startFen, onNewGame }: { startFen: string; onNewGame: () => void }) {
  const board = useBoardController({ startFen, moves: [] }, { mode: 'play' })
  const tree = board.treeOr(newTree)
  const userId = useCurrentUserId()
  const [settings, setSettings] = useState<GameSettings | null>(null)
  // An illegal position is shown from the start instead (the board says so): the game too.
  const fen = tree.root.fen
  const game = usePlayGame(board, fen, settings)
  const cannotStart = !canRunEngine()
    ? t('Playing needs a browser with WebAssembly.')
    : game.ending
      ? t('This position is already over: play from another one, or from the start.')
      : undefined
  const start = (chosen: GameSettings) => {
    board.set({ orientation: chosen.side })
    setSettings(chosen)
  }
  return (
    <div className="analysis-layout play-layout">
      <BoardPanel controller={board}>
        {!settings ? (
          <PlaySetup cannotStart={cannotStart} onStart={start} />
        ) : game.kept ? (
          <GameOver game={game.kept} userId={userId} onNewGame={onNewGame} />
        ) : (
          <GameControls game={game} level={settings.level} />
        )}
        <p role="status" className="game-ending">
          {settings && game.ending ? endingSentence(game.ending, settings.side) : ''}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {game.said}
        </p>
      </BoardPanel>
      <p className="play-games-link">
        <Link to={paths.games.href()}>{t('Your games')}</Link>
      </p>
    </div>
  )
}
