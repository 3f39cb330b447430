import { useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { useCatalogueChanged } from './api/catalogue'

/**
 * A file box's import (videos, puzzles): one file at a time, its report or its refusal; what it
 * added is read again everywhere (Explore, the puzzles' themes and counts).
 */
export function useFileImport<Report extends { added: number }>(
  send: (file: File) => Promise<Report>,
) {
  const [report, setReport] = useState<Report | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const catalogueChanged = useCatalogueChanged()
  const load = async (file: File | undefined) => {
    if (!file || busy) return
    setBusy(true)
    setReport(null)
    setError(null)
    try {
      const answer = await send(file)
      setReport(answer)
      if (answer.added > 0) catalogueChanged()
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Couldn't import the file.")
    } finally {
      setBusy(false)
    }
  }
  return { report, error, busy, load }
}
