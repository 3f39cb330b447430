import { t } from '@/i18n/translate'
import { pawnsText, winningChances } from '@/shared/engine-lines'
import type { Score } from '@/shared/uci'

// An evaluation in words (docs/product.md, "An engine on every board"): the bar's text, each
// line's, and what a screen reader hears when a search settles.

/** Under half a pawn the position is about equal; from two pawns on, one side is winning. */
const EQUAL_BELOW_CP = 50
const WINNING_FROM_CP = 200

/** "+0.8, White is better", "−2.4, Black is winning", "Mate in 3 for White". */
export function evaluationText(score: Score): string {
  if ('mate' in score) {
    if (score.mate === 0) return t('Checkmate')
    return score.mate > 0
      ? t('Mate in {moves} for White', { moves: score.mate })
      : t('Mate in {moves} for Black', { moves: -score.mate })
  }
  const pawns = pawnsText(score.cp)
  const size = Math.abs(score.cp)
  if (size < EQUAL_BELOW_CP) return t('{pawns}, about equal', { pawns })
  if (size < WINNING_FROM_CP)
    return score.cp > 0
      ? t('{pawns}, White is better', { pawns })
      : t('{pawns}, Black is better', { pawns })
  return score.cp > 0
    ? t('{pawns}, White is winning', { pawns })
    : t('{pawns}, Black is winning', { pawns })
}

/**
 * White's share of the bar, 0 to 100: Lichess's winning chances from White's view. A mate on the
 * board ("mate 0") is the side to move's loss.
 */
export function whiteShare(score: Score, fen: string): number {
  if ('mate' in score && score.mate === 0) return fen.split(' ')[1] === 'w' ? 0 : 100
  return Math.round(((winningChances(score) + 1) / 2) * 100)
}
