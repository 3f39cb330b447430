import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { paths } from '@/config/paths'
import { GUEST } from '@/testing/test-server'
import { renderApp } from '@/testing/render-app'

// axe's "document-title" (serious): the document is named from the first moment, while a
// screen's code or its data is still loading, and by the screen itself once it is there.
const PRODUCT_TITLE = 'Gambit: learn chess through videos'

test.each([
  [paths.playlists.href(), 'Your Playlist · Gambit'],
  [paths.liked.href(), 'Liked Videos · Gambit'],
  [paths.watchLater.href(), 'Watch Later · Gambit'],
  [paths.history.href(), 'Watch History · Gambit'],
  [paths.review.href(), 'Review · Gambit'],
  [paths.singleVideo.href('Eas20kFpAYw'), "Anand's Immortal · Gambit"],
])('%s has a title while its code and data load, then its own', async (url, ownTitle) => {
  await renderApp({ url, user: GUEST, waitForScreen: false })
  expect(document.title).toBe(PRODUCT_TITLE)
  await waitFor(() => expect(document.title).toBe(ownTitle))
  expect(screen.queryByText('Loading page')).toBeNull()
})
