import { ListPlus } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { t } from '@/i18n/translate'
import { lazy, Suspense, useState } from 'react'
import { useGoToLogin } from '@/lib/return-to'
import type { Video } from '@/shared/entities'

// The dialog's code loads the first time someone opens it.
const PlaylistModal = lazy(() => import('./playlist-modal'))

type AddToPlaylistButtonProps = { userId: string | null; video: Video; withLabel?: boolean }

/** Each button owns its dialog, so the dialog always belongs to the video it was opened for. */
export function AddToPlaylistButton({
  userId,
  video,
  withLabel = false,
}: AddToPlaylistButtonProps) {
  const goToLogin = useGoToLogin()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={withLabel ? 'button button-secondary' : 'icon-button'}
        aria-label={withLabel ? undefined : t('Add to playlist')}
        title={t('Add to playlist')}
        aria-haspopup="dialog"
        onClick={() => (userId ? setOpen(true) : goToLogin())}
      >
        <Icon node={ListPlus} />
        {withLabel && <span>{t('Add to playlist')}</span>}
      </button>
      {open && userId && (
        <Suspense fallback={null}>
          <PlaylistModal userId={userId} video={video} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
