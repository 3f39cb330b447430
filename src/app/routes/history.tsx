import { RemoveButton } from '@/components/ui/remove-button'
import { useClearHistory } from '@/features/library/api/clear-history'
import { useUserList } from '@/features/library/api/get-user-list'
import { useRemoveFromHistory } from '@/features/library/api/remove-from-history'
import type { Video } from '@/types/api'
import { ListPage } from '../components/list-page'
import { useCurrentUserId } from '@/features/auth/use-current-user'

// The server keeps history in the order videos were watched; the page shows newest first.
const newestFirst = (videos: Video[]) => [...videos].reverse()

export default function HistoryRoute() {
  const userId = useCurrentUserId()
  const remove = useRemoveFromHistory(userId)
  const clear = useClearHistory(userId)
  return (
    <ListPage
      title="Watch History"
      list={useUserList(userId, 'history')}
      order={newestFirst}
      emptyMessage="Looks like you haven't watched anything yet."
      headerAction={
        <button
          type="button"
          className="button button-secondary"
          disabled={clear.isPending}
          onClick={() => clear.mutate(undefined)}
        >
          Clear History
        </button>
      }
      removeControl={(video) => (
        <RemoveButton
          label="Remove from history"
          disabled={remove.isPending}
          onClick={() => remove.mutate(video._id)}
        />
      )}
    />
  )
}
