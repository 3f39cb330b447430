import { forbidden } from '../refusals'
import { messages } from '../messages'
import { seedUsers } from '../seed/users'

/**
 * How a back end treats the two demo accounts (docs/decisions/021-demo-accounts-on-a-server.md):
 * - `open`: the browser's back end, one browser and one person: they are the user's own;
 * - `locked`: a server that offers them (GAMBIT_DEMO=1): anyone may log in, nobody may change
 *   their password or delete them, or the next visitor's Guest Login would fail;
 * - `off`: a server that does not: they are not made, their emails are reserved (no signup), and
 *   one kept from an earlier version cannot be logged in to.
 */
export type DemoAccounts = 'open' | 'locked' | 'off'

export const DEMO_EMAILS: ReadonlySet<string> = new Set(seedUsers.map((user) => user.email))

/**
 * GAMBIT_DEMO: "1" (or true, yes, on) offers the demo accounts, anything else does not; unset,
 * only on the embedded database.
 */
export function demoAccountsFrom(setting: string | undefined, embedded: boolean): DemoAccounts {
  if (setting === undefined || setting.trim() === '') return embedded ? 'locked' : 'off'
  return /^(1|true|yes|on)$/i.test(setting.trim()) ? 'locked' : 'off'
}

/** Refuses a login to, or a signup as, a demo account on a server that does not offer them. */
export function assertCanSignIn(demo: DemoAccounts, email: string) {
  if (demo === 'off' && DEMO_EMAILS.has(email)) throw forbidden(messages.demoAccountsOff)
}

/** Refuses a change of a demo account's password, or its deletion, on a server. */
export function assertCanChange(demo: DemoAccounts, email: string) {
  if (demo !== 'open' && DEMO_EMAILS.has(email)) throw forbidden(messages.demoAccountLocked)
}
