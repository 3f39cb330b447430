/**
 * The `?utcOffset=` of reads that count days (a profile's week, the drills' streak): minutes the
 * learner's clock is ahead of UTC, as the back end counts days in theirs (docs/api.md).
 */
export const utcOffsetQuery = () => ({ utcOffset: String(-new Date().getTimezoneOffset()) })
