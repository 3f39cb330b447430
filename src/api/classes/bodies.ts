import * as z from 'zod/mini'
import { isOneLineName, isVisibleTitle } from '@/shared/input-rules'
import { messages } from '../messages'

/** What sharing and classes take (docs/api.md, "Sharing" and "Classes"). */

export const SharingBodySchema = z.object({ shared: z.boolean('shared must be true or false.') })

export const ClassBodySchema = z.object({
  class: z.object({
    name: z
      .string(messages.classNameMissing)
      .check(
        z.trim(),
        z.normalize('NFC'),
        z.refine(isVisibleTitle, messages.classNameMissing),
        z.maxLength(100, messages.classNameTooLong),
        z.refine(isOneLineName, messages.nameControlCharacters),
      ),
  }),
})

export const JoinBodySchema = z.object({
  code: z.string(messages.classCodeUnknown).check(z.maxLength(20, messages.classCodeUnknown)),
})

/** A real day of the calendar, written as `<input type="date">` writes it. */
const day = z
  .string(messages.dueInvalid)
  .check(
    z.refine(
      (text) =>
        /^\d{4}-\d{2}-\d{2}$/.test(text) &&
        new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
      messages.dueInvalid,
    ),
  )

export const AssignmentBodySchema = z.object({
  assignment: z.object({
    playlistId: z.string().check(z.minLength(1), z.maxLength(200)),
    due: z.optional(day),
  }),
})
