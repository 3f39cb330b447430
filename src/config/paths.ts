/** Route builders: screens link through these, never through string literals. */
export const paths = {
  home: () => '/',
  explore: () => '/explore',
  playlists: () => '/playlist',
  liked: () => '/liked',
  watchLater: () => '/watchlater',
  history: () => '/history',
  singleVideo: (videoId: string) => `/singlevideo/${encodeURIComponent(videoId)}`,
  singlePlaylist: (playlistId: string) => `/singleplaylist/${encodeURIComponent(playlistId)}`,
  login: () => '/login',
  signup: () => '/signup',
  forgot: () => '/forgot',
  profile: () => '/profile',
  requestTester: () => '/mockman',
} as const
