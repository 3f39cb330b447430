import { t } from '@/i18n/translate'
import type { GameNode } from '@/shared/game-tree'

// Moves said in words, in the page's language, for the live regions of boards and lessons
// (docs/product.md, "Rules that hold everywhere" and "Gambit in your language").

const pieceName = (piece: string) =>
  ({ K: t('king'), Q: t('queen'), R: t('rook'), B: t('bishop'), N: t('knight') })[piece] ??
  t('pawn')

const piecesName = (piece: string) =>
  ({
    K: t('kings'),
    Q: t('queens'),
    R: t('rooks'),
    B: t('bishops'),
    N: t('knights'),
    P: t('pawns'),
  })[piece] ?? ''

/** A move as a screen reader says it: "White plays knight f3", "Black castles kingside". */
export function spokenMove({ color, san }: { color: 'w' | 'b'; san: string }): string {
  const white = color === 'w'
  const plain = san.replace(/[+#]$/, '')
  const said = (() => {
    if (plain === 'O-O') return white ? t('White castles kingside') : t('Black castles kingside')
    if (plain === 'O-O-O')
      return white ? t('White castles queenside') : t('Black castles queenside')
    const [, piece = '', from = '', takes, to = '', promotion] =
      /^([KQRBN])?([a-h]?[1-8]?)(x)?([a-h][1-8])(?:=([QRBN]))?$/.exec(plain) ?? []
    const move = [
      pieceName(piece),
      from,
      takes ? t('takes') : '',
      to,
      promotion ? t('promotes to {piece}', { piece: pieceName(promotion) }) : '',
    ]
      .filter(Boolean)
      .join(' ')
    return white ? t('White plays {move}', { move }) : t('Black plays {move}', { move })
  })()
  if (san.endsWith('#')) return t('{move}, checkmate', { move: said })
  return san.endsWith('+') ? t('{move}, check', { move: said }) : said
}

/**
 * The move that reached a position of a game tree, as a screen reader says it: the side that
 * played it is the one to move in the position before (a lesson may start with Black to move).
 */
export const spokenMoveTo = (node: Pick<GameNode, 'san' | 'parent'>) =>
  spokenMove({ san: node.san, color: node.parent?.fen.split(' ')[1] === 'b' ? 'b' : 'w' })

const PIECE_ORDER = ['K', 'Q', 'R', 'B', 'N', 'P']

/** "a, b and c". */
const listed = (words: string[]) =>
  words.length < 2
    ? (words[0] ?? '')
    : t('{first} and {last}', { first: words.slice(0, -1).join(', '), last: words.at(-1)! })

/**
 * A position as a screen reader says it, from its FEN: "White: king g1, rooks d1 and f1, pawns
 * a2 and b2. Black: king g8, queen c4. White to move." (a small board's name, when the position
 * has no opening name to say).
 */
export function spokenPosition(fen: string): string {
  const [placement = '', turn = 'w'] = fen.split(' ')
  const squares = new Map<string, string[]>()
  placement.split('/').forEach((row, rank) => {
    let file = 0
    for (const char of row) {
      if (/\d/.test(char)) file += Number(char)
      else {
        const square = `${'abcdefgh'[file]}${8 - rank}`
        squares.set(char, [...(squares.get(char) ?? []), square])
        file++
      }
    }
  })
  const side = (white: boolean) =>
    PIECE_ORDER.flatMap((piece) => {
      const found = squares.get(white ? piece : piece.toLowerCase()) ?? []
      if (found.length === 0) return []
      const name = found.length > 1 ? piecesName(piece) : pieceName(piece)
      return [`${name} ${listed(found.sort())}`]
    }).join(', ')
  return [
    t('White: {pieces}.', { pieces: side(true) }),
    t('Black: {pieces}.', { pieces: side(false) }),
    turn === 'b' ? t('Black to move.') : t('White to move.'),
  ].join(' ')
}
