import { ThumbsUp } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { t } from '@/i18n/translate'
import { useGoToLogin } from '@/lib/return-to'
import type { Video } from '@/shared/entities'
import { useAddToList, useIsInList } from '../api/lists'

/** Like only adds; a liked video is removed on the Liked page (docs/product.md, "Lists"). */
export function LikeButton({ userId, video }: { userId: string | null; video: Video }) {
  const goToLogin = useGoToLogin()
  const liked = useIsInList(userId, 'likes', video._id)
  const like = useAddToList(userId, 'likes')
  const onClick = () => {
    if (!userId) return goToLogin()
    if (!liked) like.mutate(video)
  }
  return (
    <button
      type="button"
      className="button button-secondary"
      title={t('Like')}
      aria-pressed={liked}
      onClick={onClick}
    >
      <Icon node={ThumbsUp} fill={liked ? 'currentColor' : 'none'} />
      <span>{t('Like')}</span>
    </button>
  )
}
