import { t } from '@/i18n/translate'
import { jsonErrorPosition } from './json-error-position'

export type BodyCheck = { ok: true; value: unknown } | { ok: false; message: string }

/** Validates the tester's body; the message names the line and column of the first error. */
export function parseJsonBody(text: string): BodyCheck {
  if (text.trim() === '')
    return { ok: false, message: t('Error in JSON format: the body is empty') }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    const position = jsonErrorPosition(text)
    if (position < 0 || position >= text.length) {
      return { ok: false, message: t('Error in JSON format: unexpected end of input') }
    }
    const before = text.slice(0, position)
    const line = before.split('\n').length
    const column = position - before.lastIndexOf('\n')
    return {
      ok: false,
      message: t('Error in JSON format at line {line}, column {column}', { line, column }),
    }
  }
}
