import { useEffect, useState } from 'react'
import { t } from '@/i18n/translate'
import { backendReady } from '@/lib/api-client'
import { isRecord } from '@/shared/is-record'
import { TESTER_HEADER } from '@/shared/traffic'
import { METHODS, type Method } from './send-request'

/** One operation of the API's OpenAPI document, as the "Endpoints" list offers it. */
export type Endpoint = {
  method: Method
  /** The document's path, e.g. "/api/user/playlists/{playlistId}". */
  path: string
  summary: string
  tag: string
  secured: boolean
  example?: unknown
  params: { name: string; example?: string }[]
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The operations of an OpenAPI document (anything unreadable in it is left out). */
export function endpointsOf(document: unknown): Endpoint[] {
  if (!isRecord(document) || !isRecord(document.paths)) return []
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    METHODS.flatMap((method): Endpoint[] => {
      const operation = isRecord(operations) ? operations[method.toLowerCase()] : undefined
      if (!isRecord(operation)) return []
      const content = isRecord(operation.requestBody) ? operation.requestBody.content : undefined
      const json = isRecord(content) ? content['application/json'] : undefined
      const params = Array.isArray(operation.parameters) ? operation.parameters : []
      return [
        {
          method,
          path,
          summary: text(operation.summary),
          tag: Array.isArray(operation.tags) ? text(operation.tags[0]) : '',
          secured: Array.isArray(operation.security) && operation.security.length > 0,
          example: isRecord(json) ? json.example : undefined,
          params: params.filter(isRecord).map((param) => ({
            name: text(param.name),
            ...(typeof param.example === 'string' && { example: param.example }),
          })),
        },
      ]
    }),
  )
}

/** The endpoint to send: each path parameter its example, or a {{variable}} to fill in. */
export const endpointUrl = ({ path, params }: Endpoint) =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const example = params.find((param) => param.name === name)?.example
    return example ? encodeURIComponent(example) : `{{${name}}}`
  })

/**
 * The endpoint box's suggestions: each endpoint with its examples, and those about one video
 * with each of the catalogue's newest videos too, so that a curator's new video is one pick
 * away (docs/product.md, "Curators grow the catalogue").
 */
export function endpointSuggestions(endpoints: Endpoint[], newestVideoIds: string[]): string[] {
  return endpoints.flatMap((endpoint) => [
    endpointUrl(endpoint),
    ...(endpoint.params.some((param) => param.name === 'videoId')
      ? newestVideoIds.map((videoId) =>
          endpointUrl({
            ...endpoint,
            params: [
              ...endpoint.params.filter((param) => param.name !== 'videoId'),
              { name: 'videoId', example: videoId },
            ],
          }),
        )
      : []),
  ])
}

/**
 * Reads /api/openapi.json, as the tester's own request (not the app's traffic), once the back
 * end can answer: on a first visit the worker does not control the page yet (lib/backend.ts).
 */
export async function fetchEndpoints(): Promise<Endpoint[]> {
  await backendReady()
  const url = new URL('/api/openapi.json', window.location.origin)
  const answer = await fetch(url.href, { headers: { [TESTER_HEADER]: '1' } })
  if (!answer.ok)
    throw new Error(t('The API description answered {status}.', { status: answer.status }))
  return endpointsOf(await answer.json())
}

/** The API's endpoints once read, or why they could not be (with a way to try again). */
export function useEndpoints() {
  const [endpoints, setEndpoints] = useState<Endpoint[]>([])
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    fetchEndpoints().then(setEndpoints, (failure: unknown) =>
      setError(t("Couldn't read the API's description: {failure}", { failure: String(failure) })),
    )
  }, [attempt])
  const retry = () => {
    setError(null)
    setAttempt((count) => count + 1)
  }
  return { endpoints, error, retry }
}
