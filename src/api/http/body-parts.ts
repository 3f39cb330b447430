import * as z from 'zod/mini'

// The parts many resources' bodies share (each resource's contract.ts writes its own bodies).

/** A string of at most `max` characters, trimmed when asked, and not empty when required. */
export const text = (
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

export const optionalText = (max: number) =>
  z._default(z.optional(text(max, { trim: true, required: false })), '')

export const VideoBodySchema = z.object({
  video: z.looseObject({ _id: text(200) }),
})
