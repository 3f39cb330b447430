import { RemoveButton } from '@/components/ui/remove-button'
import { useRemoveFromList, useUserList } from '@/features/lists/api/lists'
import { ListPage } from '../components/list-page'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { t } from '@/i18n/translate'

export default function LikedRoute() {
  const userId = useCurrentUserId()
  const remove = useRemoveFromList(userId, 'likes')
  return (
    <ListPage
      title={t('Liked Videos')}
      loadingLabel={t('Loading liked videos')}
      errorMessage={t("Couldn't load liked videos.")}
      list={useUserList(userId, 'likes')}
      emptyMessage={t("Looks like you haven't liked anything yet.")}
      loginToSee={t('your liked videos')}
      removeControl={(video) => (
        <RemoveButton
          label={t('Remove from liked videos')}
          onClick={() => remove.mutate(video._id)}
        />
      )}
    />
  )
}
