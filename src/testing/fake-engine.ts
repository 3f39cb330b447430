import { Chess } from 'chess.js'
import type { UciWorker } from '@/lib/engine-controller'

// A test double for Stockfish's worker (docs/testing.md): it speaks UCI, and answers each search
// from a table of positions, the side to move's view as the engine's; any other position gets its
// first legal moves at 0.00. Each search answers a task later, depth 1 then the depth asked (a
// search by nodes, as the judge's, says depth 12). A search limited to moves (`searchmoves`)
// answers the table's lines that start with them; a move without one scores 3 pawns below the
// position's first line.

/** One line of a position: its score for the side to move, and its moves in UCI. */
export type FakeLine = { cp?: number; mate?: number; pv: string[] }

export class FakeEngine implements UciWorker {
  heard: string[] = []
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  private fen = ''
  private lineCount = 1

  constructor(private readonly table: Record<string, FakeLine[]> = {}) {}

  postMessage(command: string) {
    this.heard.push(command)
    if (command === 'uci') this.later(['uciok'])
    else if (command === 'isready') this.later(['readyok'])
    else if (command.startsWith('setoption name MultiPV value '))
      this.lineCount = Number(command.split(' ').at(-1))
    else if (command.startsWith('position fen ')) this.fen = command.slice('position fen '.length)
    else if (command.startsWith('go ')) {
      const words = command.split(' ')
      const limited = words.indexOf('searchmoves')
      const depth = words[1] === 'depth' ? Number(words[2]) : 12
      this.search(depth, limited === -1 ? undefined : words.slice(limited + 1))
    }
  }

  terminate() {
    this.onmessage = null
  }

  private search(depth: number, only?: string[]) {
    const all = this.table[this.fen] ?? firstMoves(this.fen)
    const lines = (only ? limitedTo(all, only) : all).slice(0, this.lineCount)
    const said = [1, depth].flatMap((at) =>
      lines.map((line, index) => {
        const score = line.mate === undefined ? `cp ${line.cp ?? 0}` : `mate ${line.mate}`
        return `info depth ${at} multipv ${index + 1} score ${score} nodes 1000 pv ${line.pv.join(' ')}`
      }),
    )
    this.later([...said, `bestmove ${lines[0]?.pv[0] ?? '(none)'}`])
  }

  private later(lines: string[]) {
    setTimeout(() => {
      for (const line of lines) this.onmessage?.({ data: line })
    }, 0)
  }
}

function firstMoves(fen: string): FakeLine[] {
  return new Chess(fen)
    .moves({ verbose: true })
    .slice(0, 3)
    .map((move) => ({ cp: 0, pv: [move.lan] }))
}

function limitedTo(lines: FakeLine[], only: string[]): FakeLine[] {
  const found = lines.filter((line) => only.includes(line.pv[0] ?? ''))
  if (found.length > 0) return found
  const first = lines[0]
  const below = first?.mate === undefined ? (first?.cp ?? 0) - 300 : -300
  return [{ cp: below, pv: [only[0]!] }]
}
