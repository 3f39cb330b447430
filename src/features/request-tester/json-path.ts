import { t } from '@/i18n/translate'

/**
 * The JSON paths a check can name: `$`, then `.name`, `['name']` / `["name"]` and `[index]`
 * (a negative index counts from the end), e.g. `$.playlists[0].title`. Small on purpose: a
 * check reads one value, and this reads it without a library (docs/product.md, "Checks").
 */
export type JsonPathResult = { found: true; value: unknown } | { found: false; reason: string }

const STEP =
  /^(?:\.([A-Za-z_$][\w$-]*)|\[\s*(-?\d+)\s*\]|\[\s*'((?:[^'\\]|\\.)*)'\s*\]|\[\s*"((?:[^"\\]|\\.)*)"\s*\])/

/** The steps of a path, or a message saying where it stops making sense. */
export function parseJsonPath(path: string): (string | number)[] | string {
  const text = path.trim()
  if (!text.startsWith('$')) return t('A JSON path starts with $, e.g. $.playlists[0].title')
  const steps: (string | number)[] = []
  let rest = text.slice(1)
  while (rest !== '') {
    const match = STEP.exec(rest)
    if (!match) return t('Cannot read the JSON path from "{rest}".', { rest })
    const [whole, name, index, single, double] = match
    if (index !== undefined) steps.push(Number(index))
    else steps.push((name ?? single ?? double ?? '').replace(/\\(.)/g, '$1'))
    rest = rest.slice(whole.length)
  }
  return steps
}

export function readJsonPath(value: unknown, path: string): JsonPathResult {
  const steps = parseJsonPath(path)
  if (typeof steps === 'string') return { found: false, reason: steps }
  let current = value
  for (const step of steps) {
    if (typeof step === 'number' && Array.isArray(current)) {
      const item = current.at(step)
      if (item === undefined && (step >= current.length || -step > current.length))
        return {
          found: false,
          reason: t('No item {index} (the list has {length}).', {
            index: step,
            length: current.length,
          }),
        }
      current = item
    } else if (typeof step === 'string' && isObject(current) && Object.hasOwn(current, step)) {
      current = current[step]
    } else return { found: false, reason: t('Nothing at {step}.', { step: JSON.stringify(step) }) }
  }
  return { found: true, value: current }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
