import { t } from '@/i18n/translate'
import type { PlayGame } from '../use-play-game'
import { TAKE_BACK_UP_TO_LEVEL } from '../use-play-game'

type GameControlsProps = { game: PlayGame; level: number }

/**
 * Under the board while the game goes on: whose move it is, "Resign", "Offer a draw" and, at the
 * four weakest levels, "Take back" (docs/product.md, "Play it out against the engine").
 */
export function GameControls({ game, level }: GameControlsProps) {
  const asking = game.drawOffer === 'asked'
  return (
    <div className="game-controls">
      <p className="game-turn" aria-live="polite">
        {game.engineFailed
          ? ''
          : asking
            ? t('Stockfish is thinking about your offer…')
            : game.thinking
              ? t('Stockfish is thinking…')
              : game.drawOffer === 'declined'
                ? t('Stockfish declines the draw. Your move.')
                : t('Your move.')}
      </p>
      {game.engineFailed && (
        <div role="alert" className="form-error">
          <p>{t('The engine could not answer here.')}</p>
          <button type="button" className="button button-secondary" onClick={game.askAgain}>
            {t('Ask the engine again')}
          </button>
        </div>
      )}
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={game.resign}>
          {t('Resign')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!game.learnerToMove || asking}
          onClick={() => void game.offerDraw()}
        >
          {t('Offer a draw')}
        </button>
        {level <= TAKE_BACK_UP_TO_LEVEL && (
          <button
            type="button"
            className="button button-secondary"
            disabled={!game.canTakeBack || asking}
            onClick={game.takeBack}
          >
            {t('Take back')}
          </button>
        )}
      </div>
    </div>
  )
}
