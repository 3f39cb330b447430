import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import { GAMES_PAGE, type Game, type NewGame } from '@/shared/games'

// /api/user/games (docs/api.md, "Games"): a finished game kept, "Your games" read a page at a
// time (newest first, each page after the last one's `createdAt`), a game deleted.

/** "Your games", a page at a time. */
export const useGames = (userId: string | null) =>
  useInfiniteQuery({
    queryKey: userKeys.games(userId ?? ''),
    queryFn: async ({ pageParam }) =>
      (await call('GET /user/games', { query: pageParam ? { before: pageParam } : {} })).games,
    initialPageParam: '',
    // A full page may have more after it; a short one is the last.
    getNextPageParam: (last: Game[]) =>
      last.length === GAMES_PAGE ? last.at(-1)!.createdAt : undefined,
    enabled: userId !== null,
  })

/** Keeps a finished game; the games and the profile's "Games played" are read again. */
export function useSaveGame(userId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (game: NewGame) => call('POST /user/games', { body: { game } }),
    onSuccess: () => {
      if (!userId) return
      void queryClient.invalidateQueries({ queryKey: userKeys.games(userId) })
      void queryClient.invalidateQueries({ queryKey: userKeys.profile(userId) })
    },
  })
}

/** Deletes a game: it leaves the pages read at once. */
export function useDeleteGame(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (gameId: string) => call('DELETE /user/games/:gameId', { params: { gameId } }),
    onSuccess: (_answer, gameId) => {
      queryClient.setQueryData<{ pages: Game[][]; pageParams: string[] }>(
        userKeys.games(userId),
        (pages) =>
          pages && {
            ...pages,
            pages: pages.pages.map((page) => page.filter((game) => game._id !== gameId)),
          },
      )
      void queryClient.invalidateQueries({ queryKey: userKeys.profile(userId) })
    },
  })
}
