/// <reference lib="webworker" />
import {
  redactBody,
  redactHeaders,
  TESTER_HEADER,
  TRAFFIC_CHANNEL,
  TRAFFIC_LIMIT,
  type TrafficEntry,
} from '@/shared/traffic'

// Memory only: the worker may be stopped when idle, and the traffic with it. No secret is kept.
const recent: TrafficEntry[] = []
let channel: BroadcastChannel | undefined

/** Answers an API request and records it for "App traffic", unless the tester sent it. */
export async function recordTraffic(
  request: Request,
  answer: (request: Request) => Promise<Response>,
): Promise<Response> {
  if (request.headers.has(TESTER_HEADER)) return answer(request)
  const body = request.method === 'GET' ? '' : await request.clone().text()
  const started = performance.now()
  const response = await answer(request)
  const url = new URL(request.url)
  const entry: TrafficEntry = {
    id: crypto.randomUUID(),
    at: Date.now(),
    method: request.method,
    path: url.pathname + url.search,
    status: response.status,
    timeMs: Math.round(performance.now() - started),
    headers: redactHeaders([...request.headers]),
    body: redactBody(body).slice(0, 10_000),
  }
  recent.unshift(entry)
  recent.length = Math.min(recent.length, TRAFFIC_LIMIT)
  ;(channel ??= new BroadcastChannel(TRAFFIC_CHANNEL)).postMessage(entry)
  return response
}

/** Newest first. */
export const recentTraffic = (): TrafficEntry[] => [...recent]
