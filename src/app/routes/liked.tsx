import { RemoveButton } from '@/components/ui/remove-button'
import { useRemoveLike } from '@/features/library/api/likes'
import { useUserList } from '@/features/library/api/user-list'
import { ListPage } from '../list-page'
import { useCurrentUserId } from '../use-current-user'

export default function LikedRoute() {
  const userId = useCurrentUserId()
  const remove = useRemoveLike(userId)
  return (
    <ListPage
      title="Liked Videos"
      list={useUserList(userId, 'likes')}
      emptyMessage="Looks like you haven't liked anything yet."
      removeControl={(video) => (
        <RemoveButton
          label="Remove from liked videos"
          disabled={remove.isPending}
          onClick={() => remove.mutate(video._id)}
        />
      )}
    />
  )
}
