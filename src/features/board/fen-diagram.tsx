import piecesUrl from 'cm-chessboard/assets/pieces/standard.svg?url'
import './board.css'

/** A square's side in a drawn board's units (cm-chessboard's pieces are drawn 40 wide). */
export const SQUARE = 40

/** Every square, by file and rank (0 to 7, a1 at 0, 0). */
export const SQUARES = Array.from({ length: 64 }, (_, index) => ({
  file: index % 8,
  rank: index >> 3,
}))

/** Where a square's top-left corner is drawn, White at the bottom unless `fromBlack`. */
export const cornerOf = (fromBlack: boolean) => ({
  x: (file: number) => (fromBlack ? 7 - file : file) * SQUARE,
  y: (rank: number) => (fromBlack ? rank : 7 - rank) * SQUARE,
})

/** The pieces of a FEN's placement, each with its file and rank (0 to 7, a1 at 0, 0). */
export function piecesOf(fen: string) {
  const pieces: { id: string; file: number; rank: number }[] = []
  ;(fen.split(' ')[0] ?? '').split('/').forEach((row, fromTop) => {
    let file = 0
    for (const char of row) {
      if (/\d/.test(char)) file += Number(char)
      else {
        const color = char === char.toUpperCase() ? 'w' : 'b'
        pieces.push({ id: `${color}${char.toLowerCase()}`, file, rank: 7 - fromTop })
        file++
      }
    }
  })
  return pieces
}

type FenDiagramProps = {
  fen: string
  /** What a screen reader says of it: the opening, or the position in words. */
  label: string
}

/**
 * A small board drawn from a FEN (a coach's "Mistakes", docs/product.md): no code of the
 * playing board, only its pieces' drawing, seen from the side to move.
 */
export function FenDiagram({ fen, label }: FenDiagramProps) {
  const fromBlack = fen.split(' ')[1] === 'b'
  const { x, y } = cornerOf(fromBlack)
  return (
    <svg className="fen-diagram" role="img" aria-label={label} viewBox="0 0 320 320">
      {SQUARES.map(({ file, rank }) => (
        <rect
          key={`${file}${rank}`}
          className={(file + rank) % 2 ? 'fen-light' : 'fen-dark'}
          x={x(file)}
          y={y(rank)}
          width={SQUARE}
          height={SQUARE}
        />
      ))}
      {piecesOf(fen).map(({ id, file, rank }) => (
        <use key={`${file}${rank}`} href={`${piecesUrl}#${id}`} x={x(file)} y={y(rank)} />
      ))}
    </svg>
  )
}
