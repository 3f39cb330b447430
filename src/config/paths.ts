import { creatorSlug } from '@/shared/creator-slug'

/**
 * Every screen's route pattern (`path`, read by the route table) and link builder (`href`).
 * Screens link through `href`, never through string literals.
 */
const route = <Args extends unknown[]>(path: string, href: (...args: Args) => string) => ({
  path,
  href,
})
const fixed = (path: string) => route(path, () => path)

export const paths = {
  home: fixed('/'),
  explore: fixed('/explore'),
  playlists: fixed('/playlist'),
  liked: fixed('/liked'),
  watchLater: fixed('/watchlater'),
  history: fixed('/history'),
  review: fixed('/review'),
  puzzles: fixed('/puzzles'),
  /** One puzzle's own address, to share (issue 59); `/puzzles?id=` opens it too. */
  puzzle: route(
    '/puzzles/:puzzleId',
    (puzzleId: string) => `/puzzles/${encodeURIComponent(puzzleId)}`,
  ),
  singleVideo: route(
    '/singlevideo/:videoId',
    // With a playlist, the video page plays through it ("Play all", docs/product.md).
    (videoId: string, listId?: string) =>
      `/singlevideo/${encodeURIComponent(videoId)}` +
      (listId ? `?list=${encodeURIComponent(listId)}` : ''),
  ),
  singlePlaylist: route(
    '/singleplaylist/:playlistId',
    (playlistId: string) => `/singleplaylist/${encodeURIComponent(playlistId)}`,
  ),
  creator: route('/creator/:slug', (creatorName: string) => `/creator/${creatorSlug(creatorName)}`),
  login: fixed('/login'),
  signup: fixed('/signup'),
  forgot: fixed('/forgot'),
  profile: fixed('/profile'),
  requestTester: fixed('/mockman'),
  studio: fixed('/studio'),
  /**
   * A position analysed: its start (`fen`, the initial position when absent) and the moves
   * played from it in SAN (`moves`, space-separated), as "Analyse" on any board links it.
   */
  analysis: route(
    '/analysis',
    /** `review`: a game's, reviewed by the engine, the learner playing that side ("Analyse"). */
    (game?: { startFen: string; moves: readonly string[] }, review?: 'white' | 'black') => {
      if (!game) return '/analysis'
      const query = new URLSearchParams({ fen: game.startFen })
      if (game.moves.length > 0) query.set('moves', game.moves.join(' '))
      if (review) query.set('review', review)
      return `/analysis?${query}`
    },
  ),
  /** A game against the engine from `fen` (a board's position), or from the start. */
  play: route('/play', (fen?: string) => (fen ? `/play?${new URLSearchParams({ fen })}` : '/play')),
  /** "Your games": the games played against the engine, kept when logged in. */
  games: fixed('/games'),
  /** "Credits and licences": what Gambit ships from others, the engine's licence among them. */
  about: fixed('/about'),
  lessonEditor: route(
    '/studio/lesson/:videoId',
    (videoId: string) => `/studio/lesson/${encodeURIComponent(videoId)}`,
  ),
  /** A playlist shared by link (docs/product.md, "Share playlists"); its videos play through it. */
  sharedPlaylist: route('/p/:shareId', (shareId: string) => `/p/${encodeURIComponent(shareId)}`),
  classes: fixed('/classes'),
  singleClass: route(
    '/classes/:classId',
    (classId: string) => `/classes/${encodeURIComponent(classId)}`,
  ),
  joinClass: route('/join/:code', (code: string) => `/join/${encodeURIComponent(code)}`),
} as const
