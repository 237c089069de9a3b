// The admin console's rules for listings and indexes (issue #25): how many listings one bulk
// status change may name, how many featured listings the home page shows, and the messages an
// admin reads. The server asserts these texts verbatim in its tests.
import type { PropertyStatus } from '../property/property-enums'

/** One bulk status change names at most this many listings (one transaction, one page of the manager). */
export const MAX_BULK_STATUS_CHANGES = 100

/** The home page's Featured row shows at most this many listings. */
export const MAX_FEATURED_ON_HOME = 12

/** Only live listings are shown as featured; featuring anything else is refused. */
export const FEATURABLE_STATUS: PropertyStatus = 'active'

export const propertyAdminMessages = {
  statusUnchanged: (status: string) => `The listing is already ${status}`,
  notFeaturable: 'Only an active listing can be featured on the home page',
  alreadyFeatured: 'The listing is already featured',
  notFeatured: 'The listing is not featured',
  duplicateInBulk: 'The listing is named more than once in this change',
  /** PostgreSQL 15 and the embedded database do not record when an index was last used. */
  lastUsedNotRecorded: 'not recorded',
} as const

/** An index the statistics saw no scan of since they were reset: a candidate for dropping, not proof. */
export function isUnusedIndex(index: { scans: number; isUnique: boolean; isPrimary: boolean }): boolean {
  return index.scans === 0 && !index.isUnique && !index.isPrimary
}
