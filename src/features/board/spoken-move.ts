// Moves said in words, for the live regions of boards and lessons (docs/product.md, "Rules
// that hold everywhere").

const PIECE_NAMES: Record<string, string> = {
  K: 'king',
  Q: 'queen',
  R: 'rook',
  B: 'bishop',
  N: 'knight',
}

/** A move as a screen reader says it: "White plays knight f3", "Black castles kingside". */
export function spokenMove({ color, san }: { color: 'w' | 'b'; san: string }): string {
  const side = color === 'w' ? 'White' : 'Black'
  const ending = san.endsWith('#') ? ', checkmate' : san.endsWith('+') ? ', check' : ''
  const plain = san.replace(/[+#]$/, '')
  if (plain === 'O-O') return `${side} castles kingside${ending}`
  if (plain === 'O-O-O') return `${side} castles queenside${ending}`
  const [, piece = '', from = '', takes, to = '', promotion] =
    /^([KQRBN])?([a-h]?[1-8]?)(x)?([a-h][1-8])(?:=([QRBN]))?$/.exec(plain) ?? []
  const words = [
    `${side} plays`,
    piece ? PIECE_NAMES[piece] : 'pawn',
    from,
    takes ? 'takes' : '',
    to,
    promotion ? `promotes to ${PIECE_NAMES[promotion]}` : '',
  ]
  return words.filter(Boolean).join(' ') + ending
}

const PIECE_ORDER = ['K', 'Q', 'R', 'B', 'N', 'P']
const PLURALS: Record<string, string> = {
  K: 'kings',
  Q: 'queens',
  R: 'rooks',
  B: 'bishops',
  N: 'knights',
  P: 'pawns',
}

/** "a, b and c". */
const listed = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

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
      const name = found.length > 1 ? PLURALS[piece] : (PIECE_NAMES[piece] ?? 'pawn')
      return [`${name} ${listed(found.sort())}`]
    }).join(', ')
  return `White: ${side(true)}. Black: ${side(false)}. ${turn === 'b' ? 'Black' : 'White'} to move.`
}
