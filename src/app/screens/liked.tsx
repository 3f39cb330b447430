import { RemoveButton } from '@/components/ui/remove-button'
import { useRemoveFromList, useUserList } from '@/features/library/api/lists'
import { ListPage } from '../components/list-page'
import { useCurrentUserId } from '@/features/auth/use-current-user'

export default function LikedRoute() {
  const userId = useCurrentUserId()
  const remove = useRemoveFromList(userId, 'likes')
  return (
    <ListPage
      title="Liked Videos"
      list={useUserList(userId, 'likes')}
      emptyMessage="Looks like you haven't liked anything yet."
      loginToSee="your liked videos"
      removeControl={(video) => (
        <RemoveButton label="Remove from liked videos" onClick={() => remove.mutate(video._id)} />
      )}
    />
  )
}
