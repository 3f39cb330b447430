/** Year-month-day T hour:minute:second with zone, as every stored date is (docs/api.md). */
export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}
