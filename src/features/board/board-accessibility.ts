import { Accessibility } from 'cm-chessboard/src/extensions/accessibility/Accessibility.js'
import type { Chessboard } from 'cm-chessboard/src/Chessboard.js'
import { t } from '@/i18n/translate'
import { coloredPiece, piecesListsHtml, type ListedPiece } from './piece-words'

// cm-chessboard's accessibility extension (MIT) knows English and German only: its pieces lists
// and keyboard cursor say Gambit's words, in the page's language (piece-words.ts).

/** The parts of the extension this file rewords (cm-chessboard 8.15, pinned in package.json). */
type Board = Chessboard & {
  id: string
  state: { position: { getPieces(): ListedPiece[] } }
}
type PiecesList = { piecesListContainer: HTMLElement; piecesList: HTMLElement; redraw(): void }
type KeyboardCursor = {
  t: Record<string, string>
  fromSquare: string | null
  getCurrentSquare(): string
  announce(message: string): void
  announceCurrentSquare(): void
}
type Extension = { chessboard: Board; components: object[] }

function rewordPiecesList(list: PiecesList, board: Board) {
  const heading = list.piecesListContainer.querySelector('h3')
  if (heading) heading.textContent = t('Pieces lists')
  list.redraw = () => {
    list.piecesList.innerHTML = piecesListsHtml(board.state.position.getPieces(), board.id)
  }
  list.redraw()
}

function rewordCursor(cursor: KeyboardCursor, board: Board) {
  cursor.t = {
    ...cursor.t,
    move_from: t('Move from'),
    move_to: t('Move to'),
    move_canceled: t('Move canceled'),
  }
  cursor.announceCurrentSquare = () => {
    const square = cursor.getCurrentSquare()
    const piece = board.getPiece(square)
    const what = piece ? coloredPiece(piece.charAt(0), piece.charAt(1)) : t('empty')
    const from = cursor.fromSquare ? ` (${t('Move from')} ${cursor.fromSquare})` : ''
    cursor.announce(`${square} ${what}${from}`)
  }
}

/** cm-chessboard's Accessibility, every word of it in the page's language. */
export class BoardAccessibility extends Accessibility {
  constructor(chessboard: Chessboard, props: Record<string, unknown>) {
    super(chessboard, { ...props, language: 'en' })
    const { chessboard: board, components } = this as unknown as Extension
    board.view.svg.setAttribute('aria-label', t('Chessboard'))
    for (const component of components) {
      if ('piecesList' in component) rewordPiecesList(component as PiecesList, board)
      if ('announceCurrentSquare' in component) rewordCursor(component as KeyboardCursor, board)
    }
  }
}
