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
