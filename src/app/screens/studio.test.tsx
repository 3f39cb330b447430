import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { findToast, renderApp } from '@/testing/render-app'
import { ALEX, GUEST } from '@/testing/test-server'

// docs/product.md, "Curators grow the catalogue".

test('a learner and a visitor are told only curators add videos; neither sees "Studio"', async () => {
  await renderApp({ url: '/studio', user: GUEST })
  expect(await screen.findByText('Only curators can add videos.')).toBeInTheDocument()
  expect(screen.queryByRole('form', { name: 'Add a video' })).toBeNull()
  const library = within(screen.getByRole('navigation', { name: 'Library' }))
  expect(library.queryByRole('link', { name: 'Studio' })).toBeNull()
})

test('a curator adds a video: the preview shows it as it will show, then Explore has it', async () => {
  const { user } = await renderApp({ url: '/studio', user: ALEX })
  const library = within(screen.getByRole('navigation', { name: 'Library' }))
  expect(await library.findByRole('link', { name: 'Studio' })).toBeInTheDocument()
  const form = within(await screen.findByRole('form', { name: 'Add a video' }))
  const link = form.getByRole('textbox', { name: 'YouTube link or id' })
  await user.type(link, 'https://vimeo.com/1')
  await user.tab()
  expect(await form.findByRole('alert')).toHaveTextContent('That is not a YouTube video link.')
  await user.clear(link)
  await user.type(link, 'https://www.youtube.com/shorts/dQw4w9WgXcQ')
  await user.type(form.getByRole('textbox', { name: 'Title' }), 'Endgame Essentials')
  await user.type(form.getByRole('textbox', { name: 'Creator' }), 'Gambit Club')
  await user.selectOptions(form.getByRole('combobox', { name: 'Category' }), 'Tutorial')
  await user.selectOptions(form.getByRole('combobox', { name: 'Level' }), 'Advanced')
  await user.type(form.getByRole('textbox', { name: 'Topics' }), 'Endgames, kings')
  const preview = form.getByRole('region', { name: 'Preview' })
  expect(preview).toHaveTextContent('Endgame Essentials by Gambit Club')
  expect(preview.querySelector('img')?.getAttribute('src')).toContain('/vi/dQw4w9WgXcQ/')
  await user.click(form.getByRole('button', { name: 'Add video' }))
  await findToast('Video added!')
  expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('')
  const table = within(screen.getByRole('table'))
  const row = (await table.findByText('Endgame Essentials')).closest('tr')!
  expect(row).toHaveTextContent('Gambit Club · Tutorial · advanced')

  await user.click(library.getByRole('link', { name: 'Explore' }))
  expect(await screen.findByRole('link', { name: /Endgame Essentials/ })).toBeInTheDocument()
})

test('a curator edits with the same form ("Save"), and removes after a confirmation', async () => {
  const { user } = await renderApp({ url: '/studio', user: ALEX })
  const table = within(await screen.findByRole('table'))
  const row = (await table.findByText("Anand's Immortal")).closest('tr')!
  await user.click(within(row).getByRole('button', { name: 'Edit' }))
  const form = within(await screen.findByRole('form', { name: /^Edit/ }))
  expect(form.getByRole('textbox', { name: 'Title' })).toHaveFocus()
  expect(form.getByRole('textbox', { name: 'YouTube link or id' })).toHaveAttribute('readonly')
  const title = form.getByRole('textbox', { name: 'Title' })
  await user.clear(title)
  await user.type(title, 'The Immortal Game')
  await user.click(form.getByRole('button', { name: 'Save' }))
  await findToast('Video saved!')
  expect(await screen.findByRole('form', { name: 'Add a video' })).toBeInTheDocument()
  const renamed = (await table.findByText('The Immortal Game')).closest('tr')!

  await user.click(within(renamed).getByRole('button', { name: 'Remove from catalogue' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Remove from catalogue?' }))
  await user.click(dialog.getByRole('button', { name: 'Remove' }))
  await findToast('Removed “The Immortal Game” from the catalogue')
  await waitFor(() => expect(table.queryByText('The Immortal Game')).toBeNull())
})

test('an import reports what it added and each row it skipped', async () => {
  const { user } = await renderApp({ url: '/studio', user: ALEX })
  const csv = [
    'youtube,title,creator,category,level,topics,description',
    'dQw4w9WgXcQ,"Endgames, Part 1",Club,Tutorial,beginner,"endgames, kings",',
    'aaaaaaaaaaa,Second,Club,Analysis,grandmaster,,',
    'not-a-link,Third,Club,Casual,beginner,,',
  ].join('\n')
  const file = new File([csv], 'videos.csv', { type: 'text/csv' })
  await user.upload(await screen.findByLabelText('Import videos'), file)
  expect(await screen.findByText('1 added, 2 skipped')).toBeInTheDocument()
  const skipped = within(screen.getByRole('list', { name: 'Skipped rows' }))
  expect(skipped.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    // Numbered as a spreadsheet numbers them: the header is row 1.
    'Row 3: The level must be beginner, intermediate or advanced.',
    'Row 4: That is not a YouTube video link.',
  ])
  expect(await within(screen.getByRole('table')).findByText('Endgames, Part 1')).toBeInTheDocument()
})

test('"Import puzzles" takes the Lichess CSV: what it added, and the rows it skipped by reason', async () => {
  const { user } = await renderApp({ url: '/studio', user: ALEX })
  const csv = [
    'PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags',
    'zzNew1,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7,1500,80,90,100,fork,https://lichess.org/x,',
    'zzBad1,not a fen,e2e4 e7e5,1500,80,90,100,fork,https://lichess.org/x,',
    '001KR,6Qk/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K b - - 0 28,h8g8 f1f8,588,81,100,177,mate,https://lichess.org/y,',
  ].join('\n')
  const file = new File([csv], 'lichess_db_puzzle.csv', { type: 'text/csv' })
  await user.upload(await screen.findByLabelText('Import puzzles'), file)
  expect(await screen.findByText('1 added, 2 skipped')).toBeInTheDocument()
  const skipped = within(screen.getByRole('list', { name: 'Skipped puzzle rows' }))
  expect(skipped.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    '1 a bad FEN (line 3)',
    '1 already in Gambit (line 4)',
  ])
})

test('a learner keeps a removed video in Liked and on its page, marked as no longer in the catalogue', async () => {
  const { user } = await renderApp({
    url: '/liked',
    user: GUEST,
    seed: { likes: ['Eas20kFpAYw'] },
    beforeRender: async (server) => {
      const { token } = await server.login(ALEX)
      await server.call('DELETE', '/api/catalogue/videos/Eas20kFpAYw', { token })
    },
  })
  const card = (await screen.findByRole('heading', { name: "Anand's Immortal" })).closest(
    'article',
  )!
  expect(card).toHaveTextContent('This video is no longer in the catalogue')
  await user.click(within(card).getByRole('link', { name: /Anand's Immortal/ }))
  const page = await screen.findByRole('article', { name: "Anand's Immortal" })
  expect(page).toHaveTextContent('This video is no longer in the catalogue')
})
