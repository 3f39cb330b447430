import { Bookmark } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { t } from '@/i18n/translate'
import { useGoToLogin } from '@/lib/return-to'
import type { Video } from '@/shared/entities'
import { useAddToList, useIsInList, useRemoveFromList } from '../api/lists'

type WatchLaterToggleProps = { userId: string | null; video: Video; withLabel?: boolean }

/** Filled bookmark when saved; a click removes a saved video, else adds it (docs/product.md, "Lists"). */
export function WatchLaterToggle({ userId, video, withLabel = false }: WatchLaterToggleProps) {
  const goToLogin = useGoToLogin()
  const saved = useIsInList(userId, 'watchlater', video._id)
  const add = useAddToList(userId, 'watchlater')
  const remove = useRemoveFromList(userId, 'watchlater')
  const onClick = () => {
    if (!userId) return goToLogin()
    if (saved) remove.mutate(video._id)
    else add.mutate(video)
  }
  return (
    <button
      type="button"
      className={withLabel ? 'button button-secondary' : 'icon-button'}
      aria-label={withLabel ? undefined : t('Watch later')}
      title={t('Watch later')}
      aria-pressed={saved}
      onClick={onClick}
    >
      <Icon node={Bookmark} fill={saved ? 'currentColor' : 'none'} />
      {withLabel && <span>{t('Watch later')}</span>}
    </button>
  )
}
