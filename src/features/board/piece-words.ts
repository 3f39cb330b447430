import { t } from '@/i18n/translate'

// cm-chessboard's accessibility extension (MIT) knows English and German only, and says a piece
// as "Knight White". Gambit keeps its pieces lists and its keyboard cursor, in the page's
// language, worded as the move announcements are (docs/product.md, "Gambit in your language").
// The board's picture (board-picture.tsx) says its pieces in the same words.

type PieceType = 'k' | 'q' | 'r' | 'b' | 'n' | 'p'

const pieceWord = (type: string) =>
  ({ k: t('king'), q: t('queen'), r: t('rook'), b: t('bishop'), n: t('knight') })[type] ?? t('pawn')

/** "white knight" as one phrase: a colour agrees with its piece in Spanish ("torre blanca"). */
export const coloredPiece = (color: string, type: string): string => {
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

/** A piece as cm-chessboard lists it: its colour, its type and its square. */
export type ListedPiece = { color: 'w' | 'b'; type: string; position: string }

const escaped = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The "White pieces" and "Black pieces" lists, as markup, for the board numbered `boardId`. */
export function piecesListsHtml(pieces: ListedPiece[], boardId: string): string {
  const side = (color: 'w' | 'b', name: string) => {
    const id = `${color === 'w' ? 'white' : 'black'}_${boardId}`
    const items = pieces
      .filter((piece) => piece.color === color)
      .map((piece) => `<li>${escaped(`${pieceWord(piece.type)} ${piece.position}`)}</li>`)
    return `<h4 id="${id}">${escaped(name)}</h4><ul aria-labelledby="${id}">${items.join('')}</ul>`
  }
  return side('w', t('White pieces')) + side('b', t('Black pieces'))
}
