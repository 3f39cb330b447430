import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { RemoveButton } from '@/components/ui/remove-button'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useClearHistory, useRemoveFromList, useUserList } from '@/features/lists/api/lists'
import { t } from '@/i18n/translate'
import type { Video } from '@/shared/entities'
import { ListPage } from '../components/list-page'

// The server keeps history in the order videos were watched; the page shows newest first.
const newestFirst = (videos: Video[]) => [...videos].reverse()

export default function HistoryRoute() {
  const userId = useCurrentUserId()
  const remove = useRemoveFromList(userId, 'history')
  const clear = useClearHistory(userId)
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <ListPage
        title={t('Watch History')}
        loadingLabel={t('Loading watch history')}
        errorMessage={t("Couldn't load watch history.")}
        list={useUserList(userId, 'history')}
        order={newestFirst}
        emptyMessage={t("Looks like you haven't watched anything yet.")}
        loginToSee={t('your watch history')}
        headerAction={
          <button
            type="button"
            className="button button-secondary"
            aria-haspopup="dialog"
            disabled={clear.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('Clear History')}
          </button>
        }
        removeControl={(video) => (
          <RemoveButton label={t('Remove from history')} onClick={() => remove.mutate(video._id)} />
        )}
      />
      {confirming && (
        <ConfirmDialog
          title={t('Clear your watch history?')}
          message={t('Every video you watched leaves your history. This cannot be undone.')}
          confirmLabel={t('Clear')}
          onConfirm={() => clear.mutate(undefined)}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  )
}
