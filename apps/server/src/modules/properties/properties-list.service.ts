// The signed-in lists and the seller dashboard's figures (SPEC §4 property list): a user's own
// properties (created or owned, any status) unless an admin or dealer asks for all of them.
import {
  formatRupees,
  paginate,
  propertyStatuses,
  propertyTypes,
  type Pagination,
  type Property,
  type PropertyStatus,
  type PropertyType,
} from '@vishwas/domain'
import { AppError } from '../../errors'
import type { RawJson } from '../../lib/raw-json'
import type { AuthContext } from '../../plugins/auth-guards'
import type { ChangeEvent, ChangeKind, ListFilter, ListScope, ListSortBy, PropertiesListRepository } from './properties-list.repository'
import { propertyMessages } from './properties.messages'

export type ListQuery = ListFilter & { page: number; limit: number; sortBy: ListSortBy; sortOrder: 'asc' | 'desc' }

const seesEverything = (auth: AuthContext) => auth.roles.isAdmin || auth.roles.isDealer

/** showAll counts for admins and dealers only; everyone else sees their own. */
const scopeFor = (auth: AuthContext, showAll: boolean | undefined): ListScope => (showAll && seesEverything(auth) ? { all: true } : { own: auth.did })

async function listScope(repository: PropertiesListRepository, scope: ListScope, query: ListQuery): Promise<{ properties: RawJson<Property[]>; pagination: Pagination }> {
  const { page, limit, sortBy, sortOrder, ...filter } = query
  const { properties, total } = await repository.list({ scope, filter, sortBy, sortOrder, offset: (page - 1) * limit, limit })
  return { properties, pagination: paginate(total, page, limit) }
}

export function listProperties(input: { repository: PropertiesListRepository; auth: AuthContext; query: ListQuery & { showAll?: boolean } }) {
  const { showAll, ...query } = input.query
  return listScope(input.repository, scopeFor(input.auth, showAll), query)
}

/** One user's properties: the user themself, an admin or a dealer. */
export function listUserProperties(input: { repository: PropertiesListRepository; auth: AuthContext; userId: string; query: ListQuery }) {
  const userId = input.userId.toLowerCase()
  if (userId !== input.auth.did && !seesEverything(input.auth)) throw new AppError('FORBIDDEN', propertyMessages.otherUsersProperties)
  return listScope(input.repository, { own: userId }, input.query)
}

export const RECENT_CHANGES = 10

/** A listing named in a grouped change. */
export type ChangedListing = { propertyId: string; reference: string; title: string; at: string }

/**
 * One line of the dashboard's recent changes. Listings whose details were updated one after
 * another make one 'updated' line: the newest is the line's listing, the others `alsoUpdated`.
 */
export type RecentChange = { propertyId: string; reference: string; title: string; kind: ChangeKind; at: string; detail: string; alsoUpdated?: ChangedListing[] }

export type PropertySummary = {
  total: number
  byStatus: Record<PropertyStatus, number>
  byType: Record<PropertyType, number>
  totalListedValue: number
  totalViews: number
  recentChanges: RecentChange[]
}

type OwnerShares = { userId: string; share?: number }[]
const ownerCount = (owners: unknown) => (Array.isArray(owners) ? (owners as OwnerShares).length : 0)
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** A sentence for a change, from what its history row recorded. */
export function describeChange(event: Pick<ChangeEvent, 'kind' | 'data'>): string {
  const data = event.data ?? {}
  switch (event.kind) {
    case 'price':
      return `Price changed from ${formatRupees(Number(data.oldPrice))} to ${formatRupees(Number(data.newPrice))}`
    case 'ownership':
      return `Ownership changed: ${plural(ownerCount(data.newOwners), 'owner')}, previously ${ownerCount(data.previousOwners)}`
    case 'dealer': {
      const dealer = typeof data.dealer === 'string' ? data.dealer : 'A dealer'
      return data.assigned ? `${dealer} assigned as dealer` : `${dealer} no longer the dealer`
    }
    case 'created':
      return 'Listed'
    case 'updated':
      return 'Details updated'
  }
}

/**
 * The latest changes, newest first. A price, ownership or dealer change also moves updated_at,
 * so an 'updated' entry at the same moment as another change of the property is left out; and
 * 'Details updated' entries in a row are grouped into one line ('Details updated on 4 listings').
 */
export function recentChanges(events: readonly ChangeEvent[], limit = RECENT_CHANGES): RecentChange[] {
  const specific = new Set(events.filter((e) => e.kind !== 'updated' && e.kind !== 'created').map((e) => `${e.propertyId}@${e.at}`))
  const sorted = [...events]
    .filter((e) => e.kind !== 'updated' || !specific.has(`${e.propertyId}@${e.at}`))
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
  const lines: RecentChange[] = []
  for (const e of sorted) {
    const previous = lines.at(-1)
    if (e.kind === 'updated' && previous?.kind === 'updated') {
      const alsoUpdated = [...(previous.alsoUpdated ?? []), { propertyId: e.propertyId, reference: e.reference, title: e.title, at: e.at }]
      lines[lines.length - 1] = { ...previous, alsoUpdated, detail: `Details updated on ${plural(alsoUpdated.length + 1, 'listing')}` }
      continue
    }
    if (lines.length === limit) break
    lines.push({ propertyId: e.propertyId, reference: e.reference, title: e.title, kind: e.kind, at: e.at, detail: describeChange(e) })
  }
  return lines
}

export async function getPropertySummary(input: { repository: PropertiesListRepository; auth: AuthContext; showAll?: boolean }): Promise<PropertySummary> {
  const { counts, events } = await input.repository.summary(scopeFor(input.auth, input.showAll), RECENT_CHANGES)
  const byStatus = Object.fromEntries(propertyStatuses.map((status) => [status, 0])) as Record<PropertyStatus, number>
  const byType = Object.fromEntries(propertyTypes.map((type) => [type, 0])) as Record<PropertyType, number>
  let total = 0
  let totalListedValue = 0
  let totalViews = 0
  for (const row of counts) {
    total += row.count
    if (row.status in byStatus) byStatus[row.status as PropertyStatus] += row.count
    if (row.type in byType) byType[row.type as PropertyType] += row.count
    totalListedValue += row.listedValue
    totalViews += row.views
  }
  return { total, byStatus, byType, totalListedValue, totalViews, recentChanges: recentChanges(events) }
}
