import { Loader } from '@/components/ui/loader'
import { QueryError } from '@/components/ui/query-error'
import { AssignForm } from '@/features/classes/components/assign-form'
import { usePlaylists } from '@/features/playlists/api/playlists'
import { usePuzzleThemes } from '@/features/puzzles/api'
import { chosenInOrder, ThemeChoice } from '@/features/puzzles/components/theme-choice'
import { useVideos } from '@/features/videos/api/videos'
import { t } from '@/i18n/translate'

/**
 * A coach's "Assign work" with what it offers: their playlists, the catalogue's videos with a
 * lesson, and the puzzles' themes as /puzzles lists them (docs/product.md, "Homework that grades
 * itself"). It shows once the playlists and videos are read; the themes may come after.
 */
export function AssignWork({ userId, classId }: { userId: string; classId: string }) {
  const playlists = usePlaylists(userId)
  const videos = useVideos()
  const themes = usePuzzleThemes()
  if (!playlists.data || !videos.data) return null
  const themeList = themes.data
  return (
    <AssignForm
      userId={userId}
      classId={classId}
      playlists={playlists.data}
      lessons={videos.data.filter((video) => video.lesson)}
      themes={{
        choice: (chosen, onChange) =>
          themeList ? (
            <ThemeChoice themes={themeList} chosen={chosen} onChange={onChange} />
          ) : themes.isError ? (
            <QueryError
              message={t("Couldn't load the puzzles' themes.")}
              onRetry={() => void themes.refetch()}
            />
          ) : (
            <Loader label={t("Loading the puzzles' themes")} />
          ),
        inOrder: (chosen) => (themeList ? chosenInOrder(themeList, chosen) : [...chosen]),
      }}
    />
  )
}
