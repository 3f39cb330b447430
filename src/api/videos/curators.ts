import type { UserProfile } from '@/shared/entities'
import type { UserRecord } from '../store/port'

/**
 * Who may change the catalogue (docs/product.md, "Curators grow the catalogue"): a user whose
 * record has the role (Alex, in the demo data), or whose email GAMBIT_CURATORS names on a
 * server. The list is read at start; the role is read from the store on each request.
 */
export type Curators = ReadonlySet<string>

export const NO_CURATORS: Curators = new Set()

/** GAMBIT_CURATORS: emails separated by commas, compared as login compares them. */
export const curatorsFrom = (list = ''): Curators =>
  new Set(
    list
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )

export const isCurator = (user: Pick<UserRecord, 'email' | 'role'>, curators: Curators) =>
  user.role === 'curator' || curators.has(user.email)

/** The role a profile answer shows: the stored one, or the one GAMBIT_CURATORS gives. */
export const roleOf = (user: UserRecord, curators: Curators): Pick<UserProfile, 'role'> =>
  isCurator(user, curators) ? { role: 'curator' } : {}
