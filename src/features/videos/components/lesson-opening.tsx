import { t } from '@/i18n/translate'
import type { Opening } from '@/shared/opening-names'

/**
 * A video's lesson's opening on its card and page ("Every position has its name"): named by the
 * back end when the lesson was saved, so the page needs none of the names to show it.
 */
export function LessonOpening({ opening }: { opening: Opening }) {
  return (
    <p className="lesson-opening">
      {t('Opening:')} {opening.eco} {opening.name}
    </p>
  )
}
