import { Accessibility } from 'cm-chessboard/src/extensions/accessibility/Accessibility.js'
import type { Chessboard } from 'cm-chessboard/src/Chessboard.js'
import { t } from '@/i18n/translate'

// cm-chessboard's accessibility extension (MIT) knows English and German only, and says a piece
// as "Knight White". Gambit keeps its pieces lists and its keyboard cursor, in the page's
// language, worded as the move announcements are (docs/product.md, "Gambit in your language").

type PieceType = 'k' | 'q' | 'r' | 'b' | 'n' | 'p'

const pieceWord = (type: string) =>
  ({ k: t('king'), q: t('queen'), r: t('rook'), b: t('bishop'), n: t('knight') })[type] ?? t('pawn')

/** "white knight" as one phrase: a colour agrees with its piece in Spanish ("torre blanca"). */
const coloredPiece = (color: string, type: string): string => {
  const white: Record<PieceType, string> = {
    k: t('white king'),
    q: t('white queen'),
    r: t('white rook'),
    b: t('white bishop'),
    n: t('white knight'),
    p: t('white pawn'),
  }
  const black: Record<PieceType, string> = {
    k: t('black king'),
    q: t('black queen'),
    r: t('black rook'),
    b: t('black bishop'),
    n: t('black knight'),
    p: t('black pawn'),
  }
  return (color === 'w' ? white : black)[type as PieceType] ?? ''
}

type Piece = { color: 'w' | 'b'; type: string; position: string }
/** The parts of the extension this file rewords (cm-chessboard 8.15, pinned in package.json). */
type Board = Chessboard & {
  id: string
  state: { position: { getPieces(): Piece[] } }
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

const escaped = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

function rewordPiecesList(list: PiecesList, board: Board) {
  const heading = list.piecesListContainer.querySelector('h3')
  if (heading) heading.textContent = t('Pieces lists')
  list.redraw = () => {
    const pieces = board.state.position.getPieces()
    const side = (color: 'w' | 'b', name: string) => {
      const id = `${color === 'w' ? 'white' : 'black'}_${board.id}`
      const items = pieces
        .filter((piece) => piece.color === color)
        .map((piece) => `<li>${escaped(`${pieceWord(piece.type)} ${piece.position}`)}</li>`)
      return `<h4 id="${id}">${escaped(name)}</h4><ul aria-labelledby="${id}">${items.join('')}</ul>`
    }
    list.piecesList.innerHTML = side('w', t('White pieces')) + side('b', t('Black pieces'))
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
