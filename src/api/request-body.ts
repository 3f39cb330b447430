import type { Context } from 'hono'
import * as z from 'zod/mini'
import { isFenLayout, MAX_FEN_LENGTH } from '@/shared/fen'
import {
  isVisibleTitle,
  MIN_PASSWORD_LENGTH,
  NAME_MAX,
  NOTE_TEXT_MAX,
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_TITLE_MAX,
} from '@/shared/input-rules'
import { invalid, tooLarge } from './domain/errors'
import { messages } from './messages'

export const MAX_BODY_BYTES = 100 * 1024

/** Parses and validates a JSON body; every way it can be wrong is a 4xx with a clear message. */
export async function readBody<T>(c: Context, schema: z.ZodMiniType<T>): Promise<T> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw tooLarge(messages.bodyTooLarge)
  const text = await c.req.text()
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES)
    throw tooLarge(messages.bodyTooLarge)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw invalid(messages.invalidJson)
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw invalid(describeIssue(parsed.error))
  return parsed.data
}

const ownMessages = new Set<string>(Object.values(messages).filter((m) => typeof m === 'string'))

/** Our own messages are shown as they are; zod's are prefixed with the field they are about. */
function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The request body is invalid.'
  if (ownMessages.has(issue.message)) return issue.message
  const field = issue.path.length ? issue.path.join('.') : 'body'
  return `Invalid request body: ${field}: ${issue.message}`
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
  )

export const VideoBodySchema = z.object({
  video: z.looseObject({ _id: text(200) }),
})

/** A playlist's videos are at most this many (an order or a restore lists them all). */
export const MAX_PLAYLIST_VIDEOS = 1000

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

/** A first or last name: optional, trimmed (spaces alone are no name). */
const name = z._default(
  z.optional(
    z.string(messages.nameTooLong).check(z.trim(), z.maxLength(NAME_MAX, messages.nameTooLong)),
  ),
  '',
)

export const SignupBodySchema = z.looseObject({
  email: z.string().check(z.trim(), z.email(messages.invalidEmail), z.maxLength(320)),
  password: text(200).check(z.minLength(MIN_PASSWORD_LENGTH, messages.passwordTooShort)),
  firstName: name,
  lastName: name,
})

/** A video is at most a day long (docs/api.md, "Progress"). */
export const MAX_VIDEO_SECONDS = 86_400

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

export const NoteBodySchema = z.object({
  note: z.looseObject({
    timeSeconds: seconds(messages.noteTimeInvalid),
    text: z
      .string(messages.noteTextInvalid)
      .check(
        z.trim(),
        z.minLength(1, messages.noteTextInvalid),
        z.maxLength(NOTE_TEXT_MAX, messages.noteTextInvalid),
      ),
    // An empty position is no position.
    fen: z.optional(
      z.string(messages.fenInvalid).check(
        z.trim(),
        z.maxLength(MAX_FEN_LENGTH, messages.fenInvalid),
        z.refine((fen) => fen === '' || isFenLayout(fen), messages.fenInvalid),
      ),
    ),
  }),
})
