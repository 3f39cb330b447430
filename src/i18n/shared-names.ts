import type { Assignment, Category } from '@/shared/entities'
import type { GuessSide } from '@/shared/lesson-limits'
import type { PuzzleFilter } from '@/shared/puzzle-address'
import { isDifficulty } from '@/shared/puzzle-themes'
import { themeLabel } from './theme-label'
import { t } from './translate'

// The names of shared/'s choices, as the page says them in its language: more than one feature
// shows them (a learner's and a coach's), and shared/ speaks no language but the API's.

/** "I play"'s sides (shared/lesson-limits.ts). */
export const guessSideName = (side: GuessSide) =>
  ({ white: t('White'), black: t('Black'), both: t('Both') })[side]

/** A puzzle filter's difficulty (shared/puzzle-address.ts). */
export const difficultyName = (difficulty: PuzzleFilter['difficulty']) =>
  ({ any: t('Any'), easier: t('Easier'), medium: t('Medium'), harder: t('Harder') })[difficulty]

/**
 * A category as the page names it (docs/product.md, "Gambit in your language"): the three the
 * catalogue ships in the page's language; the back end's name, which stays the filter's value
 * in the URL (`?category=Analysis`), for any other.
 */
export const categoryName = (name: string): string =>
  ({ Analysis: t('Analysis'), Tutorial: t('Tutorial'), Casual: t('Casual') })[name] ?? name

/** A category's sentence on the landing page's card, in the page's language for the shipped three. */
export const categoryDescription = ({ _id, description }: Category): string =>
  ({
    analysis: t(
      'Famous and recent games taken apart move by move, so you see what the players saw.',
    ),
    tutorial: t('Lessons on openings, plans and habits that make you a stronger player.'),
    casual: t('Streams, stories and light-hearted chess to enjoy with a cup of tea.'),
  })[_id] ?? description

/**
 * An assignment's title in the page's language: a playlist's is its own; a lesson to guess and a
 * set of puzzles are named from what was assigned ("Adivina las jugadas con las negras: …"), as
 * the back end names them in English for the results CSV (docs/product.md, "Homework that grades
 * itself").
 */
export function assignmentTitle(assignment: Assignment): string {
  const { kind, side, videos, count, themes = [], difficulty } = assignment
  const video = videos[0]
  if (kind === 'guess' && side && video) {
    const title = video.title
    return {
      white: t('Guess the moves as White: {title}', { title }),
      black: t('Guess the moves as Black: {title}', { title }),
      both: t('Guess the moves as both sides: {title}', { title }),
    }[side]
  }
  if (kind !== 'puzzles' || count === undefined) return assignment.title
  const puzzles = t('{count, plural, one {# puzzle} other {# puzzles}}', { count })
  const named = themes.length ? `${puzzles}: ${themes.map(themeLabel).join(', ')}` : puzzles
  return difficulty && isDifficulty(difficulty) ? `${named} · ${difficultyName(difficulty)}` : named
}
