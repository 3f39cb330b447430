import { t } from '@/i18n/translate'
/**
 * A video a curator removed stays in the learner's lists, notes and drills, and says so
 * (docs/product.md, "Curators grow the catalogue").
 */
export function RemovedNotice() {
  return <p className="removed-notice">{t('This video is no longer in the catalogue')}</p>
}
