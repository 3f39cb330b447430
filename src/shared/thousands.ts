/**
 * "1,000": a whole number as the messages write it. Not `toLocaleString`, whose first call loads
 * the browser's number data, a long task where it ran (the rules' messages are made on import,
 * on the video page's first load: docs/performance.md, "The video page's main thread").
 */
export const thousands = (n: number): string =>
  `${n < 0 ? '-' : ''}${String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
