import { t } from '@/i18n/translate'
import type { Progress } from '@/shared/entities'
import { isWatched, progressPercent } from '../progress'
import './card-progress.css'

/**
 * On a card of a logged-in user: "Watched" from 90 %, else a bar of how far they got
 * (docs/ui-contract.md, "Cards").
 */
export function CardProgress({ progress }: { progress: Progress | undefined }) {
  if (!progress || progress.positionSeconds < 1) return null
  if (isWatched(progress)) return <span className="watched-badge">{t('Watched')}</span>
  const percent = progressPercent(progress)
  return (
    <div
      className="card-progress"
      role="progressbar"
      aria-label={t('Watched')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="card-progress-fill" style={{ width: `${percent}%` }} />
    </div>
  )
}
