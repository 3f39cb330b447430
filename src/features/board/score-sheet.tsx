import { plyOf } from '@/shared/move-numbers'
import { useId } from 'react'
import { t } from '@/i18n/translate'

type ScoreSheetProps = { fen: string; startFen: string; moves: readonly string[] }

/**
 * A board's read-only text box "FEN" with its position, and its moves as a list "Moves" (docs/
 * product.md, "Rules that hold everywhere").
 */
export function ScoreSheet({ fen, startFen, moves }: ScoreSheetProps) {
  const ids = useId()
  return (
    <>
      <label htmlFor={`${ids}-fen`}>FEN</label>
      <input id={`${ids}-fen`} type="text" readOnly value={fen} className="board-fen" />
      <h3 id={`${ids}-moves`}>{t('Moves')}</h3>
      <ol aria-labelledby={`${ids}-moves`} className="board-moves">
        {moves.map((san, index) => (
          <li key={index}>{numbered(startFen, index, san)}</li>
        ))}
      </ol>
    </>
  )
}

/** A move as a score sheet writes it: "1. e4", then "e5"; a game from Black's move starts "1… e5". */
function numbered(startFen: string, index: number, san: string): string {
  const { number, white } = plyOf(startFen, index)
  if (white) return `${number}. ${san}`
  return index === 0 ? `${number}… ${san}` : san
}
