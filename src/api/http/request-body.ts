import type { Context } from 'hono'
import * as z from 'zod/mini'
import {
  NewAccountSchema,
  PAGE_LANGUAGES,
  DrillChangesSchema,
  NewDrillSchema,
  NewNoteSchema,
  NoteChangesSchema,
  ReviewSchema,
} from '@/shared/entities'
import {
  isOneLineName,
  isVisibleTitle,
  MAX_BODY_DEPTH,
  MAX_PLAYLIST_VIDEOS,
  MAX_VIDEO_SECONDS,
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_TITLE_MAX,
} from '@/shared/input-rules'
import { csvRecords } from '@/shared/csv'
import { guessMessages, NewGuessRoundSchema } from '@/shared/guess-rounds'
import { aTurnIfDue } from '@/shared/in-steps'
import { invalid } from '../refusals'
import { describeIssue } from '../describe-issue'
import { messages } from '../messages'

/** How a route reads a `text/csv` body: as records under its header, or as its text. */
type CsvReaders = {
  csv?: (records: Record<string, string>[]) => unknown
  csvText?: (text: string) => unknown
}

/** The query's parameters, checked by the route's schema as a body is (a 400 with its message). */
export function readQuery<T>(c: Context, schema: z.ZodMiniType<T>): T {
  const parsed = schema.safeParse(c.req.query())
  if (!parsed.success) throw invalid(describeIssue(parsed.error))
  return parsed.data
}

/**
 * Parses and validates a JSON body; every way it can be wrong is a 4xx with a clear message. Its
 * size was limited while it was read (app.ts, bodyLimit).
 */
export async function readBody<T>(
  c: Context,
  schema: z.ZodMiniType<T>,
  { csv, csvText }: CsvReaders = {},
): Promise<T> {
  const text = await c.req.text()
  // Parsing and checking up to 100 KB: a burst of them takes its turns (shared/in-steps.ts).
  await aTurnIfDue()
  const isCsv = /^text\/csv\b/i.test(c.req.header('content-type') ?? '')
  let data: unknown
  if (isCsv && csvText) data = csvText(text)
  else if (isCsv && csv) data = csv(csvRecords(text))
  else
    try {
      data = JSON.parse(text)
    } catch {
      throw invalid(messages.invalidJson)
    }
  const parsed = schema.safeParse(cleanText(data))
  if (!parsed.success) throw invalid(describeIssue(parsed.error))
  return parsed.data
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Every text in a parsed body (keys and values, at any depth) as every store can keep it: a lone
 * UTF-16 surrogate, which no UTF-8 text can hold, becomes U+FFFD (as the database's driver makes
 * it anyway); U+0000, which PostgreSQL cannot store, is refused for every store alike; and a body
 * nested deeper than MAX_BODY_DEPTH is refused before its depth can matter (docs/api.md).
 */
function cleanText(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw invalid(messages.nulCharacter)
    return value.replace(LONE_SURROGATE, '\uFFFD')
  }
  if (value === null || typeof value !== 'object') return value
  if (depth >= MAX_BODY_DEPTH) throw invalid(messages.nestedTooDeeply)
  if (Array.isArray(value)) return value.map((inner) => cleanText(inner, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [cleanText(key), cleanText(inner, depth + 1)]),
  )
}

/** A string of at most `max` characters, trimmed when asked, and not empty when required. */
const text = (
  max: number,
  {
    trim = false,
    required = 'must not be empty',
  }: { trim?: boolean; required?: string | false } = {},
) =>
  z
    .string()
    .check(
      ...(trim ? [z.trim()] : []),
      z.maxLength(max, `must be at most ${max} characters`),
      ...(required ? [z.minLength(1, required)] : []),
    )

const optionalText = (max: number) =>
  z._default(z.optional(text(max, { trim: true, required: false })), '')

/** Trimmed, NFC-normalised and visible; uniqueness ignoring case is the store's (titleKey). */
export const playlistTitle = z
  .string()
  .check(
    z.trim(),
    z.normalize('NFC'),
    z.maxLength(PLAYLIST_TITLE_MAX, `must be at most ${PLAYLIST_TITLE_MAX} characters`),
    z.refine(isVisibleTitle, messages.playlistTitleEmpty),
    z.refine(isOneLineName, messages.nameControlCharacters),
  )

export const VideoBodySchema = z.object({
  video: z.looseObject({ _id: text(200) }),
})

const videoIdList = z
  .array(text(200), messages.videoIdsInvalid)
  .check(z.maxLength(MAX_PLAYLIST_VIDEOS, messages.videoIdsInvalid))

/** `videoIds` restores a deleted playlist with its videos in order (Undo, docs/api.md). */
export const PlaylistBodySchema = z.object({
  playlist: z.looseObject({
    title: playlistTitle,
    description: optionalText(PLAYLIST_DESCRIPTION_MAX),
    videoIds: z.optional(videoIdList),
  }),
})

export const PlaylistPatchSchema = z.object({
  playlist: z
    .looseObject({
      title: z.optional(playlistTitle),
      description: z.optional(text(PLAYLIST_DESCRIPTION_MAX, { trim: true, required: false })),
    })
    .check(
      z.refine(
        ({ title, description }) => title !== undefined || description !== undefined,
        messages.playlistPatchEmpty,
      ),
    ),
})

export const PlaylistOrderSchema = z.object({ videoIds: videoIdList })

// Login never judges a password's length: a wrong one is a 401 like any other (docs/api.md).
export const LoginBodySchema = z.object({
  email: text(320, { trim: true }),
  password: text(200),
})

export const SignupBodySchema = NewAccountSchema

/** A new password follows signup's rule; the current one is only checked against the hash. */
export const PasswordChangeBodySchema = z.object({
  currentPassword: text(200),
  newPassword: NewAccountSchema.shape.password,
})

export const AccountDeletionBodySchema = z.object({ password: text(200) })

export const LanguageBodySchema = z.object(
  { language: z.enum(PAGE_LANGUAGES, messages.languageUnknown) },
  messages.languageUnknown,
)

const seconds = (message: string) =>
  z.number(message).check(z.gte(0, message), z.lte(MAX_VIDEO_SECONDS, message))

export const ProgressBodySchema = z
  .object(
    {
      positionSeconds: seconds(messages.progressInvalid),
      durationSeconds: seconds(messages.progressInvalid),
    },
    messages.progressInvalid,
  )
  .check(z.refine((body) => body.positionSeconds <= body.durationSeconds, messages.progressInvalid))

export const NoteBodySchema = z.object({ note: NewNoteSchema })
export const NoteChangesBodySchema = z.object({ note: NoteChangesSchema })

/** A drill of a note (its answer's moves) or of a puzzle (docs/api.md, "Drills"). */
export const DrillBodySchema = z.object({
  drill: z.union([
    z.object({ puzzleId: z.string().check(z.minLength(1), z.maxLength(40)) }),
    NewDrillSchema,
  ]),
})
export const DrillChangesBodySchema = DrillChangesSchema
export const ReviewBodySchema = z.object({ review: ReviewSchema })
export const TrainingBodySchema = z.object(
  { side: z.enum(['white', 'black']) },
  'Send {side: "white"} or {side: "black"}.',
)
export const GuessRoundBodySchema = z.object(
  { round: NewGuessRoundSchema },
  guessMessages.roundInvalid,
)
