/** A plain object (not null, not an array), whose fields can then be checked one by one. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
