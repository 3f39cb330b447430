import { t } from '@/i18n/translate'
import { themeName } from '@/shared/puzzle-themes'

/**
 * A puzzle theme's name in the page's language, by its Lichess id ("fork" is "Ataque doble" in
 * Spanish); a theme this list does not know keeps the name shared/puzzle-themes.ts gives it.
 */
export function themeLabel(id: string): string {
  switch (id) {
    case 'advancedPawn':
      return t('Advanced pawn')
    case 'advantage':
      return t('Advantage')
    case 'anastasiaMate':
      return t('Anastasia mate')
    case 'arabianMate':
      return t('Arabian mate')
    case 'attackingF2F7':
      return t('Attacking f2 or f7')
    case 'attraction':
      return t('Attraction')
    case 'backRankMate':
      return t('Back-rank mate')
    case 'bishopEndgame':
      return t('Bishop endgame')
    case 'bodenMate':
      return t('Boden mate')
    case 'capturingDefender':
      return t('Capturing defender')
    case 'castling':
      return t('Castling')
    case 'clearance':
      return t('Clearance')
    case 'cornerMate':
      return t('Corner mate')
    case 'crushing':
      return t('Crushing')
    case 'defensiveMove':
      return t('Defensive move')
    case 'deflection':
      return t('Deflection')
    case 'discoveredAttack':
      return t('Discovered attack')
    case 'discoveredCheck':
      return t('Discovered check')
    case 'doubleBishopMate':
      return t('Double bishop mate')
    case 'doubleCheck':
      return t('Double check')
    case 'dovetailMate':
      return t('Dovetail mate')
    case 'enPassant':
      return t('En passant')
    case 'endgame':
      return t('Endgame')
    case 'epauletteMate':
      return t('Epaulette mate')
    case 'equality':
      return t('Equality')
    case 'exposedKing':
      return t('Exposed king')
    case 'fork':
      return t('Fork')
    case 'hangingPiece':
      return t('Hanging piece')
    case 'hookMate':
      return t('Hook mate')
    case 'interference':
      return t('Interference')
    case 'intermezzo':
      return t('Intermezzo')
    case 'killBoxMate':
      return t('Kill box mate')
    case 'kingsideAttack':
      return t('Kingside attack')
    case 'knightEndgame':
      return t('Knight endgame')
    case 'long':
      return t('Long')
    case 'master':
      return t('Master')
    case 'masterVsMaster':
      return t('Master vs master')
    case 'mate':
      return t('Mate')
    case 'mateIn1':
      return t('Mate in 1')
    case 'mateIn2':
      return t('Mate in 2')
    case 'mateIn3':
      return t('Mate in 3')
    case 'mateIn4':
      return t('Mate in 4')
    case 'mateIn5':
      return t('Mate in 5')
    case 'middlegame':
      return t('Middlegame')
    case 'morphysMate':
      return t("Morphy's mate")
    case 'oneMove':
      return t('One-move puzzle')
    case 'opening':
      return t('Opening')
    case 'operaMate':
      return t('Opera mate')
    case 'pawnEndgame':
      return t('Pawn endgame')
    case 'pillsburysMate':
      return t("Pillsbury's mate")
    case 'pin':
      return t('Pin')
    case 'promotion':
      return t('Promotion')
    case 'queenEndgame':
      return t('Queen endgame')
    case 'queenRookEndgame':
      return t('Queen rook endgame')
    case 'queensideAttack':
      return t('Queenside attack')
    case 'quietMove':
      return t('Quiet move')
    case 'rookEndgame':
      return t('Rook endgame')
    case 'sacrifice':
      return t('Sacrifice')
    case 'short':
      return t('Short')
    case 'skewer':
      return t('Skewer')
    case 'smotheredMate':
      return t('Smothered mate')
    case 'superGM':
      return t('Super GM')
    case 'swallowstailMate':
      return t('Swallowstail mate')
    case 'trappedPiece':
      return t('Trapped piece')
    case 'underPromotion':
      return t('Underpromotion')
    case 'veryLong':
      return t('Very long')
    case 'xRayAttack':
      return t('X-ray attack')
    case 'zugzwang':
      return t('Zugzwang')
    default:
      return themeName(id)
  }
}
