import { currentLanguage } from './translate'

/** A number as the page's language writes it (Hindi groups 1,00,000). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(currentLanguage(), options).format(value)

/** A date or time as the page's language writes it. */
export const formatDate = (value: Date | number, options?: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(currentLanguage(), options).format(value)
