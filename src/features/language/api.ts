import { call } from '@/lib/api-client'
import type { Language } from '@/i18n/languages'

/**
 * The account keeps the learner's language, so that another device opens in it (PUT
 * /api/user/language). The device has it already: a refusal (a shared demo account on a server)
 * or a failure loses nothing, and says nothing.
 */
export const keepLanguageOnAccount = (language: Language) =>
  call('PUT /user/language', { body: { language } }).catch(() => undefined)
