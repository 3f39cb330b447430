import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import BoardPanel from '@/features/board/board-panel'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { GameControls } from '@/features/games/components/game-controls'
import { GameOver, KeepGame } from '@/features/games/components/game-over'
import { forgetGameToKeep, heldGameToKeep } from '@/features/games/game-to-keep'
import { PlaySetup, type SetupChoice } from '@/features/games/components/play-setup'
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
  // The side to move plays first: the learner, unless they choose otherwise; kept between games.
  const [choice, setChoice] = useState<SetupChoice>(() => ({
    side: startFen.split(' ')[1] === 'b' ? 'black' : 'white',
    level: 1,
  }))
  return (
    <>
      <HeldGame />
      <PlayRound
        key={round}
        startFen={startFen}
        choice={choice}
        onChoice={setChoice}
        onNewGame={() => setRound((n) => n + 1)}
      />
    </>
  )
}

/** A game finished logged out, kept once its player is back from its "Log in" (game-over.tsx). */
function HeldGame() {
  const userId = useCurrentUserId()
  const [held] = useState(() => (userId ? heldGameToKeep() : null))
  // Read once, kept once: a reload or the next visit does not send it again.
  useEffect(() => {
    if (held) forgetGameToKeep()
  }, [held])
  if (!held || !userId) return null
  return (
    <div className="game-held">
      <p>{t('The game you finished before logging in:')}</p>
      <KeepGame game={held} userId={userId} />
    </div>
  )
}

type PlayRoundProps = {
  startFen: string
  choice: SetupChoice
  onChoice: (choice: SetupChoice) => void
  onNewGame: () => void
}

function PlayRound({ startFen, choice, onChoice, onNewGame }: PlayRoundProps) {
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
  // The Move box goes while the engine thinks, and the button pressed goes with the setup or the
  // game: the focus, left nowhere, comes back to the Move box (or, after the end, "New game").
  const layout = useRef<HTMLDivElement>(null)
  const waiting = !game.learnerToMove
  useEffect(() => {
    const active = document.activeElement
    // While the engine thinks there is nothing to move with: the focus waits for its reply.
    if ((active && active !== document.body) || (waiting && !game.kept)) return
    const first = (selector: string) => layout.current?.querySelector<HTMLElement>(selector)
    ;(
      first('.board-move input') ??
      first('.game-over button') ??
      first('.game-controls button')
    )?.focus()
  }, [waiting, settings, game.kept, game.drawOffer])
  const start = (chosen: GameSettings) => {
    board.set({ orientation: chosen.side })
    setSettings(chosen)
  }
  return (
    <div ref={layout} className="play-layout">
      <BoardPanel controller={board}>
        <p role="status" className="game-ending">
          {settings && game.ending ? endingSentence(game.ending, settings.side) : ''}
        </p>
        {!settings ? (
          <PlaySetup
            choice={choice}
            onChoice={onChoice}
            cannotStart={cannotStart}
            onStart={start}
          />
        ) : game.kept ? (
          <GameOver game={game.kept} userId={userId} onNewGame={onNewGame} />
        ) : (
          <GameControls game={game} level={settings.level} />
        )}
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
