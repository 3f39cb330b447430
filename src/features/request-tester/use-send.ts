import { useState } from 'react'
import { createBrowserStore } from '@/lib/browser-store'
import { requestRefusal } from './form-changes'
import { readHistory, recordHistory } from './history'
import { sendRequest, tellAppOfWrite, type SendResult, type TesterRequest } from './send-request'
import { variablesStore } from './tester-form'
import { capturedToken, withToken, withVariables } from './variables'

/**
 * Sending: refused with the reason when it cannot go as it is; else sent with its variables
 * filled in, the app told of a write, {{token}} taken from a login, and the request kept in the
 * history as written (a {{token}} stays a placeholder, a pasted token is redacted).
 */
export function useSend() {
  const [result, setResult] = useState<SendResult | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  // Kept in localStorage: read after hydration of the prerendered page (lib/browser-store.ts).
  const [historyStore] = useState(() => createBrowserStore(readHistory, []))

  const send = async (request: TesterRequest) => {
    const variables = variablesStore.get()
    const refused = requestRefusal(request, variables)
    setRefusal(refused)
    if (refused) return
    setSending(true)
    const ready = withVariables(request, variables)
    const sent = await sendRequest(ready)
    tellAppOfWrite(ready, sent)
    const answer = sent.response
    const token =
      answer?.data.kind === 'json'
        ? capturedToken(request.endpoint, answer.status, answer.data.value)
        : null
    if (token) variablesStore.set(withToken(variablesStore.get(), token))
    setResult(sent)
    const { method, endpoint, headers, body } = request
    historyStore.set(recordHistory({ method, endpoint, headers, body }, answer?.status))
    setSending(false)
  }
  return {
    send,
    result,
    refusal,
    clearRefusal: () => setRefusal(null),
    sending,
    history: historyStore.use(),
  }
}
