import * as z from 'zod/mini'
import { CategorySchema, VideoSchema, type Category, type Video } from '@/shared/entities'
import type { CatalogueVideo } from '../store/port'
import { VIDEO_SOURCES } from '../store/port'
import { parsedBy, reader } from '../store/records'

// The catalogue records as the stores read them, checked through their schemas (../store/records.ts
// says why and how a record that cannot be read is skipped).

export const readVideo = reader<Video>('video', parsedBy(VideoSchema))

// Written before curators (schema 7, SQL 007), a video has no source: the seed's.
const StoredVideoSchema = z.extend(z.omit(VideoSchema, { removed: true }), {
  source: z._default(z.optional(z.enum(VIDEO_SOURCES)), 'seed'),
  removedAt: z.catch(z.optional(z.string()), undefined),
})

/** A catalogue video as stored: its fields, where it came from and when it was removed. */
export const readCatalogueVideo = reader<CatalogueVideo>('video', (fields) => {
  const stored = parsedBy(StoredVideoSchema)(fields)
  if (!stored) return undefined
  const { source, removedAt, ...video } = stored
  return removedAt === undefined ? { video, source } : { video, source, removedAt }
})

export const readCategory = reader<Category>('category', parsedBy(CategorySchema))
