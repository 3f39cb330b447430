import { useId, useState } from 'react'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { CopyLink } from '@/components/ui/copy-link'
import { t } from '@/i18n/translate'
import type { Playlist } from '@/shared/entities'
import { shareUrl, useSharePlaylist } from '../api'

type ShareDialogProps = { userId: string; playlist: Playlist; onClose: () => void }

/** "Share": anyone with the link may view the playlist while the box is ticked. */
export function ShareDialog({ userId, playlist, onClose }: ShareDialogProps) {
  const share = useSharePlaylist(userId)
  const ids = { box: useId() }
  const link = playlist.shareId ? shareUrl(playlist.shareId) : null
  // The box follows each click at once (set in the click's own render); the changes are sent
  // one after another. The click's wish holds until the saved playlist says the same with no
  // change on its way (the cache's update may come a tick after the request settles), or until a
  // change fails. The link comes with the answer.
  const [wanted, setWanted] = useState<boolean | null>(null)
  const saved = Boolean(playlist.shareId)
  if (wanted !== null && wanted === saved && !share.isPending) setWanted(null)
  const shared = wanted ?? saved
  return (
    <ModalDialog title={t('Share “{title}”', { title: playlist.title })} onClose={onClose}>
      <p className="checkbox">
        <input
          id={ids.box}
          type="checkbox"
          checked={shared}
          onChange={(event) => {
            const next = event.target.checked
            setWanted(next)
            share.mutate(
              { playlistId: playlist._id, shared: next },
              { onError: () => setWanted(null) },
            )
          }}
        />
        <label htmlFor={ids.box}>{t('Anyone with the link can view')}</label>
      </p>
      {shared && link ? (
        <CopyLink label={t('Link')} link={link} />
      ) : shared ? null : (
        <p className="muted">{t('Only you can see this playlist.')}</p>
      )}
    </ModalDialog>
  )
}
