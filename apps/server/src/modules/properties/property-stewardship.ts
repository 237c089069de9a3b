// The owners' hold on a listing (the domain's property-stewardship rules, enforced here): only
// owners and admins change the owners or delete; a write by a dealer who does not represent the
// listing is recorded, in the write's transaction, and served to people with property access.
import {
  canChangePropertyOwners,
  canDeleteProperty,
  documentChanges,
  isUnrepresentedDealer,
  messages,
  paginate,
  pageOffset,
  propertyOwnersChanged,
  stewardshipMessages,
  type Pagination,
  type Property,
} from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import { requirePropertyAccess, type AuthContext } from '../../plugins/auth-guards'
import { propertyKey } from '../properties-public/properties-public.service'
import type { PropertiesRepository, PropertyWriter, Stamp } from './properties.repository'
import type { DealerChange, DealerChangeRecord, DealerChangesRepository } from './property-stewardship.repository'

/** A 403 unless the caller may change the owners, when the write changes them. */
export function requireOwnersKeptUnlessOwner(auth: AuthContext, stored: Property, property: Property): void {
  if (propertyOwnersChanged(stored, property) && !canChangePropertyOwners(auth, stored)) {
    throw new AppError('FORBIDDEN', stewardshipMessages.ownersOnlyChangeOwners)
  }
}

/** A 403 unless the caller may delete the listing (after property access, which says 403 first). */
export function requireMayDelete(auth: AuthContext, property: Property): void {
  requirePropertyAccess({ auth, property })
  if (!canDeleteProperty(auth, property)) throw new AppError('FORBIDDEN', stewardshipMessages.ownersOnlyDelete)
}

/** What the owners are told about: each listing this dealer changed without representing it (judged before the write). */
export function dealerChangeRecords(auth: AuthContext, writes: readonly { stored: Property; property: Property }[]): DealerChangeRecord[] {
  return writes.flatMap(({ stored, property }) => {
    if (!isUnrepresentedDealer(auth, stored)) return []
    const changes = documentChanges(stored, property)
    return changes.length > 0 ? [{ propertyId: stored.id, changes }] : []
  })
}

/** Records the writes' dealer changes in the writer's transaction. */
export async function recordUnrepresentedDealerWrites(
  writer: PropertyWriter,
  auth: AuthContext,
  writes: readonly { stored: Property; property: Property }[],
  stamp: Stamp,
): Promise<void> {
  const records = dealerChangeRecords(auth, writes)
  if (records.length > 0) await writer.recordDealerChanges(records, stamp)
}

/** GET /properties/{reference}/dealer-changes: newest first, for people with property access. */
export async function listDealerChanges(input: {
  properties: PropertiesRepository
  changes: DealerChangesRepository
  auth: AuthContext
  reference: string
  page: number
  limit: number
}): Promise<{ changes: DealerChange[]; pagination: Pagination }> {
  const property = await input.properties.findOne(propertyKey(input.reference))
  if (!property) throw notFound(messages.propertyNotFound)
  requirePropertyAccess({ auth: input.auth, property, need: 'read' })
  const { changes, total } = await input.changes.list({ propertyId: property.id, limit: input.limit, offset: pageOffset(input.page, input.limit) })
  return { changes, pagination: paginate(total, input.page, input.limit) }
}
