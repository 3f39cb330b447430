import * as z from 'zod/mini'
import { MOVE_TEXT_MAX } from '../input-rules'

// What several resources' shapes are made of (shared/entities/index.ts lists the resources).

export const id = z.string().check(z.minLength(1))
export const seconds = z.number().check(z.gte(0))

/** Moves in SAN (each trimmed, 1 to MOVE_TEXT_MAX characters): `min` to `max` of them. */
export const moveList = (message: string, { min, max }: { min: number; max: number }) =>
  z
    .array(
      z
        .string(message)
        .check(z.trim(), z.minLength(1, message), z.maxLength(MOVE_TEXT_MAX, message)),
      message,
    )
    .check(z.minLength(min, message), z.maxLength(max, message))
