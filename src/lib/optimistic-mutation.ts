import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { ApiError } from './api-client'

/** What the cache held before a write changed it, to put back on a refusal. */
export type OptimisticContext = { snapshot: { queryKey: QueryKey; data: unknown }[] }

/** One cached answer a write changes before the server has answered. */
export type OptimisticChange = { queryKey: QueryKey; update: (cached: unknown) => unknown }

type OptimisticMutationOptions<TData, TInput> = {
  /** Writes of one scope reach the server one after another, in the order of the clicks. */
  scope: QueryKey
  request: (input: TInput) => Promise<TData>
  /** What the click changes at once. */
  optimistic: (input: TInput) => OptimisticChange[]
  /** Writes the server's answer into the cache: it is the truth. */
  settle: (data: TData, input: TInput) => void
  /**
   * A 409 ("already in") or 404 ("not in") may only say that this tab was stale (another tab
   * changed it): `read` gets the server's state, and if it already `reached` what the user
   * wanted, that is a success, not a failure.
   */
  stale?: {
    read: (input: TInput) => Promise<TData>
    reached: (fresh: TData, input: TInput) => boolean
  }
  /** Which pending writes of the scope touch the same thing (all of them when not given). */
  sameTarget?: (a: TInput, b: TInput) => boolean
  onSuccess?: (data: TData, input: TInput) => void
  onFailure: (error: unknown, input: TInput) => void
}

/**
 * Controls respond at once (docs/architecture.md, "Optimistic writes"): the click changes the
 * cache, the request follows, a refusal rolls back and shows the failure. Writes of one scope
 * are queued, so rapid clicks reach the server in order; only the last pending write of a target
 * writes its answer (or rolls back), so an earlier answer never flickers over a later click, and
 * the cache ends as the server ends.
 */
export function useOptimisticMutation<TData, TInput>(
  options: OptimisticMutationOptions<TData, TInput>,
) {
  return useMutation<TData, Error, TInput, OptimisticContext>(
    optimisticMutationOptions(useQueryClient(), options),
  )
}

/**
 * The same write as options for TanStack Query, for a write started where no component waits
 * for it (a card's click that records a view: runOptimistic below).
 */
export function optimisticMutationOptions<TData, TInput>(
  queryClient: QueryClient,
  {
    scope,
    request,
    optimistic,
    settle,
    stale,
    sameTarget = () => true,
    onSuccess,
    onFailure,
  }: OptimisticMutationOptions<TData, TInput>,
) {
  const isLast = (input: TInput) =>
    queryClient
      .getMutationCache()
      .findAll({ mutationKey: scope, exact: true, status: 'pending' })
      .filter((mutation) => sameTarget(mutation.state.variables as TInput, input)).length <= 1
  const succeed = (data: TData, input: TInput) => {
    if (isLast(input)) settle(data, input)
    onSuccess?.(data, input)
  }

  return mutationOptions<TData, Error, TInput, OptimisticContext>({
    mutationKey: scope,
    scope: { id: JSON.stringify(scope) },
    mutationFn: request,
    onMutate: async (input: TInput) => {
      const changes = optimistic(input)
      // A read in flight would overwrite the optimistic state with an older answer.
      await Promise.all(changes.map(({ queryKey }) => queryClient.cancelQueries({ queryKey })))
      const snapshot = changes.map(({ queryKey }) => ({
        queryKey,
        data: queryClient.getQueryData(queryKey),
      }))
      for (const { queryKey, update } of changes) queryClient.setQueryData(queryKey, update)
      return { snapshot }
    },
    onSuccess: succeed,
    onError: async (error, input, context) => {
      const maybeStale = error instanceof ApiError && (error.status === 409 || error.status === 404)
      const fresh = stale && maybeStale ? await stale.read(input).catch(() => null) : null
      if (fresh && stale?.reached(fresh, input)) return succeed(fresh, input)
      if (isLast(input)) {
        for (const { queryKey, data } of context?.snapshot ?? []) {
          queryClient.setQueryData(queryKey, data)
          void queryClient.invalidateQueries({ queryKey, exact: true })
        }
      }
      onFailure(error, input)
    },
  })
}

/** Runs a write built by optimisticMutationOptions with no component to observe it. */
export function runOptimistic<TData, TInput>(
  queryClient: QueryClient,
  options: ReturnType<typeof optimisticMutationOptions<TData, TInput>>,
  input: TInput,
): Promise<TData> {
  return queryClient
    .getMutationCache()
    .build<TData, Error, TInput, OptimisticContext>(queryClient, options)
    .execute(input)
}
