import { t } from '@/i18n/translate'
import type { ProfileAnswer } from '@/shared/entities'
import '../account.css'

/** "2 h 5 min", "14 min", "0 min" */
export function timeWatched(seconds: number) {
  const minutes = Math.floor(seconds / 60)
  const hours = Math.floor(minutes / 60)
  return hours > 0
    ? t('{hours} h {minutes} min', { hours, minutes: minutes % 60 })
    : t('{minutes} min', { minutes })
}

const inDays = (count: number) =>
  t('{count, plural, one {{count} day} other {{count} days}}', { count })

/** "Your learning"'s figures, each named (docs/product.md, "Your profile and account"). */
export function LearningStats({ stats }: { stats: ProfileAnswer['stats'] }) {
  const figures: [string, string][] = [
    [t('Videos watched'), String(stats.videosWatched)],
    [t('Time watched'), timeWatched(stats.secondsWatched)],
    [t('Notes'), String(stats.notes)],
    [t('Drills'), String(stats.drills)],
    [t('Streak'), inDays(stats.streak)],
    [t('Puzzles solved'), String(stats.puzzlesSolved)],
    [t('Games played'), String(stats.gamesPlayed)],
  ]
  return (
    <dl className="learning-stats">
      {figures.map(([name, figure]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{figure}</dd>
        </div>
      ))}
    </dl>
  )
}
