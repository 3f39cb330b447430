/**
 * What the drills endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const drillMessages = {
  drillNotFound: 'The drill you requested does not exist.',
} as const
