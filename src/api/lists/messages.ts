/**
 * What the lists endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const listMessages = {
  alreadyIn: {
    history: 'The video is already in your history',
    likes: 'The video is already in your liked videos',
    playlist: 'The video is already in your playlist',
    watchlater: 'The video is already in your watch later videos',
  },
  notIn: {
    history: 'The video is not in your history.',
    likes: 'The video is not in your liked videos.',
    playlist: 'The video is not in this playlist.',
    watchlater: 'The video is not in your watch later videos.',
  },
} as const
