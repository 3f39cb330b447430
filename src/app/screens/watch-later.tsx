import { RemoveButton } from '@/components/ui/remove-button'
import { useRemoveFromList, useUserList } from '@/features/library/api/lists'
import { ListPage } from '../components/list-page'
import { useCurrentUserId } from '@/features/auth/use-current-user'

export default function WatchLaterRoute() {
  const userId = useCurrentUserId()
  const remove = useRemoveFromList(userId, 'watchlater')
  return (
    <ListPage
      title="Watch Later"
      list={useUserList(userId, 'watchlater')}
      emptyMessage="Looks like you haven't added anything in watchlater yet."
      loginToSee="the videos you saved for later"
      removeControl={(video) => (
        <RemoveButton label="Remove from watch later" onClick={() => remove.mutate(video._id)} />
      )}
    />
  )
}
