import type { Context } from 'hono'
import { z } from 'zod'
import { HttpError } from './http-error'
import { messages } from './messages'

export const MAX_BODY_BYTES = 100 * 1024

/** Parses and validates a JSON body; every way it can be wrong is a 4xx with a clear message. */
export async function readBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, messages.bodyTooLarge)
  const text = await c.req.text()
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES)
    throw new HttpError(413, messages.bodyTooLarge)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new HttpError(400, messages.invalidJson)
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error))
  return parsed.data
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The request body is invalid.'
  const field = issue.path.length ? issue.path.join('.') : 'body'
  return `Invalid request body: ${field}: ${issue.message}`
}

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`)

export const VideoBodySchema = z.object({
  video: z.looseObject({ _id: text(200).min(1, 'must not be empty') }),
})

export const PlaylistBodySchema = z.object({
  playlist: z.looseObject({
    title: text(100).trim().min(1, 'The playlist title cannot be empty.'),
    description: text(1000).optional().default(''),
  }),
})

export const LoginBodySchema = z.object({
  email: text(320).trim().min(1, 'must not be empty'),
  password: text(200).min(1, 'must not be empty'),
})

export const SignupBodySchema = z.looseObject({
  email: z.email('must be a valid email address').max(320),
  password: text(200).min(1, 'must not be empty'),
  firstName: text(100).trim().optional().default(''),
  lastName: text(100).trim().optional().default(''),
})
