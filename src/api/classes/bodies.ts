import * as z from 'zod/mini'
import { isOneLineName, isVisibleTitle } from '@/shared/input-rules'
import { NewAssignmentSchema } from '@/shared/homework'
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

export const AssignmentBodySchema = z.object({ assignment: NewAssignmentSchema })
