import type { NoteRecord, ProgressRecord } from '../store/port'

// The orders the API promises (docs/api.md), for adapters whose storage keeps another one.

/** Most recently updated first. */
export const newestFirst = (records: ProgressRecord[]) =>
  records.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))

/** By time in the video, then in the order they were written. */
export const byTime = (notes: NoteRecord[]) =>
  notes.sort((a, b) => a.timeSeconds - b.timeSeconds || a.createdAt.localeCompare(b.createdAt))

/** Oldest first by a timestamp field, then by a tie-breaking key, as SQL's ORDER BY does. */
export const oldestFirst =
  <T>(time: (record: T) => string, tie: (record: T) => string) =>
  (records: T[]) =>
    records.sort((a, b) => time(a).localeCompare(time(b)) || tie(a).localeCompare(tie(b)))
