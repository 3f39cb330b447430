import { useId, type Ref } from 'react'
import piecesUrl from 'cm-chessboard/assets/pieces/standard.svg?url'
import { t } from '@/i18n/translate'
import { cornerOf, piecesOf, SQUARE, SQUARES } from './fen-diagram'
import { piecesListsHtml, type ListedPiece } from './piece-words'

const FILES = 'abcdefgh'
const LISTED_FIRST = 'kqrbnp'

type BoardPictureProps = {
  fen: string
  orientation: 'white' | 'black'
  pictureRef?: Ref<HTMLDivElement>
}

/**
 * The drawn board's first position as a picture (docs/decisions/042-the-board-as-a-picture.md):
 * cm-chessboard's squares, coordinates and pieces in its own classes, so it looks the same, and
 * its "Pieces lists" in the same words, without its code's drawing. The board that takes moves
 * replaces it when the learner reaches for it (chess-board.tsx).
 */
export function BoardPicture({ fen, orientation, pictureRef }: BoardPictureProps) {
  const boardId = useId()
  const fromBlack = orientation === 'black'
  const { x, y } = cornerOf(fromBlack)
  const pieces = piecesOf(fen)
  // Listed as cm-chessboard lists them: kings first, each kind from a1 to h8.
  const listed: ListedPiece[] = pieces
    .map(({ id, file, rank }) => ({
      color: id.charAt(0) as 'w' | 'b',
      type: id.charAt(1),
      position: `${FILES[file]}${rank + 1}`,
      order: LISTED_FIRST.indexOf(id.charAt(1)) * 64 + rank * 8 + file,
    }))
    .sort((a, b) => a.order - b.order)
  return (
    <div ref={pictureRef} className="board-picture">
      <svg
        className="cm-chessboard border-type-none default"
        role="application"
        aria-label={t('Chessboard')}
        tabIndex={0}
        viewBox={`0 0 ${8 * SQUARE} ${8 * SQUARE}`}
      >
        <g className="board">
          {SQUARES.map(({ file, rank }) => (
            <rect
              key={`${file}${rank}`}
              className={(file + rank) % 2 ? 'square white' : 'square black'}
              data-square={`${FILES[file]}${rank + 1}`}
              x={x(file)}
              y={y(rank)}
              width={SQUARE}
              height={SQUARE}
            />
          ))}
        </g>
        <Coordinates fromBlack={fromBlack} />
        <g className="pieces-layer">
          {pieces.map(({ id, file, rank }) => (
            <use key={`${file}${rank}`} href={`${piecesUrl}#${id}`} x={x(file)} y={y(rank)} />
          ))}
        </g>
      </svg>
      <div className="cm-chessboard-accessibility visually-hidden">
        <h3>{t('Pieces lists')}</h3>
        <div dangerouslySetInnerHTML={{ __html: piecesListsHtml(listed, boardId) }} />
      </div>
    </div>
  )
}

/** Files along the bottom edge and ranks along the left one, where cm-chessboard puts them. */
function Coordinates({ fromBlack }: { fromBlack: boolean }) {
  const column = Array.from({ length: 8 }, (_, index) => index)
  return (
    <g className="coordinates" aria-hidden="true">
      {column.map((index) => (
        <text
          key={`file${index}`}
          className={`coordinate file ${index % 2 ? 'white' : 'black'}`}
          x={SQUARE * index + 32.5}
          y={8 * SQUARE - 3.5}
          style={{ fontSize: '10px' }}
        >
          {FILES[fromBlack ? 7 - index : index]}
        </text>
      ))}
      {column.map((index) => (
        <text
          key={`rank${index}`}
          className={`coordinate rank ${index % 2 ? 'black' : 'white'}`}
          x={2}
          y={SQUARE * index + 10}
          style={{ fontSize: '10px' }}
        >
          {fromBlack ? index + 1 : 8 - index}
        </text>
      ))}
    </g>
  )
}
