import { t } from '@/i18n/translate'
import type { PgnReason } from '@/shared/lesson-pgn'
import type { LessonProblem } from '@/shared/lesson-rules'

// What is wrong with a lesson or its PGN, in the page's language: the editor's Import PGN says
// the same as the API's refusal (shared/lesson-rules.ts, shared/lesson-pgn.ts), in words of its own.

export function lessonProblemSaid(problem: LessonProblem): string {
  switch (problem.kind) {
    case 'illegal':
      return t('{move} is not legal here.', { move: problem.label })
    case 'start':
      return t('The starting position is not a legal position.')
    case 'too-many':
      return t('A lesson can have at most 1,000 moves, variations included.')
    case 'too-deep':
      return t('Variations can be nested at most 10 deep.')
    case 'comment':
      return t('A comment can have at most 2,000 characters: the one on {move} has more.', {
        move: problem.label,
      })
    case 'time':
      return t('The time of {move} is not a time of the video (0:00 to 24:00:00).', {
        move: problem.label,
      })
    case 'annotations':
      return t('{move} has an annotation twice, or one that is not !, ?, !!, ??, !? or ?!.', {
        move: problem.label,
      })
    case 'headers':
      return t('A lesson can have at most 50 headers.')
    case 'header-name':
      return t(
        '{name} is not a header’s name: a PGN tag is letters, digits and _, a letter first (FEN and SetUp come from the starting position).',
        { name: JSON.stringify(problem.name.slice(0, 40)) },
      )
    case 'header-value':
      return t('The header {name} can have at most 255 characters, on one line.', {
        name: problem.name,
      })
  }
}

export function pgnReasonSaid(reason: PgnReason): string {
  switch (reason.kind) {
    case 'near':
      return t('Could not read the PGN near move {move}.', { move: reason.move })
    case 'time':
      return t('[%vt {time}] on {move} is not a time like 12:34.', {
        time: reason.time,
        move: reason.san,
      })
    case 'games':
      return t('This PGN holds {count} games; a lesson is one game: choose it under “Game”.', {
        count: reason.games,
      })
  }
}
