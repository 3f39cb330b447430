import { describe, expect, it } from 'vitest'
import { lineTo, mainLineFrom } from '@/shared/game-tree'
import { readLessonPgn } from '@/shared/lesson-pgn'
import { movesFrom, treeOfLesson } from './lesson-tree'

const pgn =
  '1. d4 {[%vt 5]} d5 (1... Nf6 {[%vt 9]} 2. c4 (2. Nf3 g6) e6) 2. c4 {[%vt 20] The gambit} c6 $1 *'

describe('a lesson as a board tree', () => {
  const read = readLessonPgn(pgn)

  it('holds each move once, and works out a position when it is first shown', () => {
    const tree = treeOfLesson(read)
    const main = mainLineFrom(tree.root)
    expect(main.map((node) => node.san)).toEqual(['d4', 'd5', 'c4', 'c6'])
    expect(main[0]!.children).toHaveLength(2)
    expect(main[3]!.fen).toBe('')
    tree.goTo(main[3]!)
    expect(main[3]!.fen).toBe('rnbqkbnr/pp2pppp/2p5/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3')
    expect(main[3]!.lastMove).toEqual({ from: 'c7', to: 'c6' })
    expect(main[1]!.fen).not.toBe('')
    expect(main[2]!.comment).toBe('The gambit')
    expect(main[3]!.nags).toEqual(['!'])
  })

  it('turns back into the same lesson', () => {
    expect(movesFrom(treeOfLesson(read).root)).toEqual(read.moves)
  })

  it('reuses the positions it has when a game walks them, and adds what it lacks', () => {
    const tree = treeOfLesson(read)
    const d5 = mainLineFrom(tree.root)[1]!
    expect(tree.show({ startFen: tree.startFen, moves: ['d4', 'd5'] })).toBe(d5)
    const grown = tree.play('Bf4')!
    expect(lineTo(grown).map((node) => node.san)).toEqual(['d4', 'd5', 'Bf4'])
    expect(tree.gameAt()).toEqual({ startFen: tree.startFen, moves: ['d4', 'd5', 'Bf4'] })
    tree.goTo(d5)
    expect(tree.play('c1f4')).toBe(grown)
    expect(tree.play('Kxe8')).toBeNull()
  })

  it('drops a stored move that is not legal where it stands, when it is first shown', () => {
    const tree = treeOfLesson({ moves: [{ san: 'e4' }, { san: 'e4' }] })
    const [, wrong] = mainLineFrom(tree.root)
    tree.goTo(wrong!)
    expect(tree.current.san).toBe('')
    expect(mainLineFrom(tree.root).map((node) => node.san)).toEqual(['e4'])
  })
})
