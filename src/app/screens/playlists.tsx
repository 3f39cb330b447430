import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Loader } from '@/components/ui/loader'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { paths } from '@/config/paths'
import { useDeletePlaylist, usePlaylists } from '@/features/playlists/api/playlists'
import { PlaylistCard } from '@/features/playlists/components/playlist-card'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { Thumbnail } from '@/features/videos/components/thumbnail'
import { t } from '@/i18n/translate'
import type { Playlist } from '@/shared/entities'
import './playlists.css'

const cover = ({ videos: [first] }: Playlist) =>
  first && <Thumbnail videoId={first._id} title={first.title} />

export default function PlaylistsRoute() {
  const userId = useCurrentUserId()
  const playlists = usePlaylists(userId)
  const remove = useDeletePlaylist(userId)
  const all = playlists.data ?? []
  // "Your Playlist" for none or one (docs/product.md, "Screens").
  const heading = all.length > 1 ? t('Your Playlists') : t('Your Playlist')
  return (
    <>
      <PageTitle title={heading} />
      <h1>{heading}</h1>
      {playlists.isLoading && <Loader label={t('Loading playlists')} />}
      {playlists.isError && (
        <QueryError
          message={t("Couldn't load your playlists.")}
          onRetry={() => void playlists.refetch()}
        />
      )}
      {!userId && <LoginInvitation what={t('your playlists')} />}
      {userId && !playlists.isLoading && !playlists.isError && all.length === 0 && (
        <EmptyState
          message={t("Looks like you haven't created a playlist yet.")}
          action={
            <Link to={paths.explore.href()} className="button">
              {t('Start Creating Now')}
            </Link>
          }
        />
      )}
      {all.length > 0 && (
        <ul className="playlist-grid" aria-label={t('Playlists')}>
          {all.map((playlist) => (
            <li key={playlist._id}>
              <PlaylistCard
                playlist={playlist}
                cover={cover(playlist)}
                onDelete={() => remove.mutate(playlist)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
