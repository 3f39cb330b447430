import { Bookmark } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useGoToLogin } from '@/lib/return-to'
import type { Video } from '@/shared/entities'
import { useAddToWatchLater } from '../api/add-to-watch-later'
import { useIsInList } from '../api/get-user-list'
import { useRemoveFromWatchLater } from '../api/remove-from-watch-later'

type WatchLaterToggleProps = { userId: string | null; video: Video; withLabel?: boolean }

/** Filled bookmark when saved; a click removes a saved video, else adds it (docs/product.md, "Lists"). */
export function WatchLaterToggle({ userId, video, withLabel = false }: WatchLaterToggleProps) {
  const goToLogin = useGoToLogin()
  const saved = useIsInList(userId, 'watchlater', video._id)
  const add = useAddToWatchLater(userId)
  const remove = useRemoveFromWatchLater(userId)
  const onClick = () => {
    if (!userId) return goToLogin()
    if (saved) remove.mutate(video._id)
    else add.mutate(video)
  }
  return (
    <button
      type="button"
      className={withLabel ? 'button button-secondary' : 'icon-button'}
      aria-label={withLabel ? undefined : 'Watch later'}
      title="Watch later"
      aria-pressed={saved}
      onClick={onClick}
    >
      <Icon node={Bookmark} fill={saved ? 'currentColor' : 'none'} />
      {withLabel && <span>Watch later</span>}
    </button>
  )
}
