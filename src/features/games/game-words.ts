import { t } from '@/i18n/translate'
import type { GameEnding } from '@/shared/game-end'
import type { GameResult, GameTermination } from '@/shared/games'

// A game's end in words (docs/product.md, "Play it out against the engine"): said when it ends,
// and listed in "Your games".

type Side = 'white' | 'black'

/** Whether the learner playing `side` won. */
const learnerWon = (result: GameResult, side: Side) =>
  result !== '1/2-1/2' && (result === '1-0') === (side === 'white')

/** Won, lost or drawn, from the learner's side. */
export function outcomeWords(result: GameResult, side: Side): string {
  if (result === '1/2-1/2') return t('Draw')
  return learnerWon(result, side) ? t('You won') : t('You lost')
}

/** How a game ended, in a word or two ("Your games"). */
export const terminationWords = (termination: GameTermination): string =>
  ({
    checkmate: t('Checkmate'),
    stalemate: t('Stalemate'),
    repetition: t('Threefold repetition'),
    'fifty-moves': t('Fifty-move rule'),
    'insufficient-material': t('Insufficient material'),
    resignation: t('Resignation'),
    agreement: t('Draw agreed'),
  })[termination]

/** The sentence said when the game ends, on the board and to a screen reader. */
export function endingSentence({ result, termination }: GameEnding, side: Side): string {
  const won = learnerWon(result, side)
  switch (termination) {
    case 'checkmate':
      return won ? t('Checkmate. You win!') : t('Checkmate. Stockfish wins.')
    case 'stalemate':
      return t('Stalemate: the game is drawn.')
    case 'repetition':
      return t('The same position came three times: the game is drawn.')
    case 'fifty-moves':
      return t('Fifty moves without a capture or a pawn move: the game is drawn.')
    case 'insufficient-material':
      return t('Neither side has enough to mate: the game is drawn.')
    case 'resignation':
      return t('You resigned. Stockfish wins.')
    case 'agreement':
      return t('Stockfish accepts your draw offer: the game is drawn.')
  }
}

/** "White" or "Black", the learner's colour. */
export const sideWords = (side: Side) => (side === 'white' ? t('White') : t('Black'))

/** An opponent named as a PGN and "Your games" name it. */
export const engineName = (level: number) => t('Stockfish level {level}', { level })
