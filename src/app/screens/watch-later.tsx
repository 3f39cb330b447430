import { RemoveButton } from '@/components/ui/remove-button'
import { useRemoveFromList, useUserList } from '@/features/lists/api/lists'
import { ListPage } from '../components/list-page'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { t } from '@/i18n/translate'

export default function WatchLaterRoute() {
  const userId = useCurrentUserId()
  const remove = useRemoveFromList(userId, 'watchlater')
  return (
    <ListPage
      title={t('Watch Later')}
      loadingLabel={t('Loading watch later')}
      errorMessage={t("Couldn't load watch later.")}
      list={useUserList(userId, 'watchlater')}
      emptyMessage={t("Looks like you haven't added anything in watchlater yet.")}
      loginToSee={t('the videos you saved for later')}
      removeControl={(video) => (
        <RemoveButton
          label={t('Remove from watch later')}
          onClick={() => remove.mutate(video._id)}
        />
      )}
    />
  )
}
