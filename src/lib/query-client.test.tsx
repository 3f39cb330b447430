import { QueryClient, useQueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { expect, test, vi } from 'vitest'
import { loadedQueryClient, loadQueryClient, setQueryClientMaker } from './query-client'
import { lazyWithQueries } from './with-query-client'

function ClientName() {
  const client = useQueryClient()
  return <p>{client === loadedQueryClient() ? 'the page’s client' : 'another client'}</p>
}

test('a lazy feature that reads queries renders once its code and the one client have loaded', async () => {
  const client = new QueryClient()
  let madeClient: (made: QueryClient) => void = () => undefined
  const make = vi.fn(() => new Promise<QueryClient>((resolve) => (madeClient = resolve)))
  setQueryClientMaker(make)
  expect(loadedQueryClient()).toBeUndefined()
  const Feature = lazyWithQueries(async () => ({ default: ClientName }))
  const Second = lazyWithQueries(async () => ({ default: ClientName }))
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Feature />
      <Second />
    </Suspense>,
  )
  expect(screen.getByText('Loading')).toBeInTheDocument()
  madeClient(client)
  expect(await screen.findAllByText('the page’s client')).toHaveLength(2)
  expect(make).toHaveBeenCalledTimes(1)
  expect(await loadQueryClient()).toBe(client)
})
