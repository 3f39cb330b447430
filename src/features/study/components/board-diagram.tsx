import { t } from '@/i18n/translate'
import '../study.css'

// A board diagram of our own (no GPL board library: docs/decisions/010-player-port-and-board.md): the FEN's placement
// drawn as an 8×8 SVG with the Unicode chess pieces, the side to move at the bottom.

// The filled glyphs for both sides, coloured by CSS; U+FE0E keeps the pawn from turning emoji.
const GLYPHS: Record<string, string> = { k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟\uFE0E' }
const SQUARE = 10

/** The pieces of a FEN's placement field, rank 8 first: [row, column, piece]. */
function pieces(fen: string): [number, number, string][] {
  const found: [number, number, string][] = []
  fen
    .trim()
    .split(/\s+/)[0]!
    .split('/')
    .forEach((rank, row) => {
      let column = 0
      for (const square of rank) {
        if (/\d/.test(square)) column += Number(square)
        else found.push([row, column++, square])
      }
    })
  return found
}

export default function BoardDiagram({ fen, label }: { fen: string; label: string }) {
  const white = fen.trim().split(/\s+/)[1] !== 'b'
  const values = { label, fen: fen.trim() }
  return (
    <svg
      className="board-diagram"
      viewBox={`0 0 ${8 * SQUARE} ${8 * SQUARE}`}
      role="img"
      aria-label={
        white
          ? t('Position {label}, White to move, White at the bottom: {fen}', values)
          : t('Position {label}, Black to move, Black at the bottom: {fen}', values)
      }
    >
      {Array.from({ length: 64 }, (_, index) => {
        const row = Math.floor(index / 8)
        const column = index % 8
        return (
          <rect
            key={index}
            x={column * SQUARE}
            y={row * SQUARE}
            width={SQUARE}
            height={SQUARE}
            className={(row + column) % 2 === 0 ? 'light-square' : 'dark-square'}
          />
        )
      })}
      {pieces(fen).map(([rank, file, piece]) => {
        // The side to move sits at the bottom, as a player sees the position to solve it.
        const [row, column] = white ? [rank, file] : [7 - rank, 7 - file]
        return (
          <text
            key={`${row}-${column}`}
            x={column * SQUARE + SQUARE / 2}
            y={row * SQUARE + SQUARE * 0.8}
            textAnchor="middle"
            fontSize={SQUARE * 0.85}
            className={piece === piece.toUpperCase() ? 'white-piece' : 'black-piece'}
          >
            {GLYPHS[piece.toLowerCase()] ?? ''}
          </text>
        )
      })}
    </svg>
  )
}
