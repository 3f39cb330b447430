import type { ProfileAnswer } from '@/shared/entities'
import '../account.css'

/** "2 h 5 min", "14 min", "0 min" */
export function timeWatched(seconds: number) {
  const minutes = Math.floor(seconds / 60)
  const hours = Math.floor(minutes / 60)
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`
}

const inDays = (count: number) => (count === 1 ? '1 day' : `${count} days`)

/** "Your learning"'s figures, each named (docs/product.md, "Your profile and account"). */
export function LearningStats({ stats }: { stats: ProfileAnswer['stats'] }) {
  const figures: [string, string][] = [
    ['Videos watched', String(stats.videosWatched)],
    ['Time watched', timeWatched(stats.secondsWatched)],
    ['Notes', String(stats.notes)],
    ['Drills', String(stats.drills)],
    ['Streak', inDays(stats.streak)],
    ['Puzzles solved', String(stats.puzzlesSolved)],
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
