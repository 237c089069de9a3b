// What a write changes besides the row itself: the history rows (price, ownership, dealer) and
// the property_owners set, from the stored document before and the document after. A new
// property (no "before") records its first price, its first owners and its dealer, if any.
import { primaryOwnerId, propertyRow } from './property-row'
import type { Property } from '@vishwas/domain'

export type OwnerShare = { userId: string; share: number }
export type OwnerRow = OwnerShare & { ownershipType: string }

export type PropertyChanges = {
  price?: { oldPrice: number | null; newPrice: number }
  ownership?: { previousOwnerId: string | null; newOwnerId: string | null; previousOwners: OwnerShare[]; newOwners: OwnerShare[] }
  /** The whole property_owners set, when any owner, share or ownership type changed. */
  owners?: OwnerRow[]
  /** The current dealer changed: the open spell closes and, unless null, a new one opens. */
  dealer?: { dealerId: string | null }
}

const DEFAULT_OWNERSHIP_TYPE = 'freehold'

/** property_owners rows of a document: a missing share is an equal part of 100. */
export function ownerRows(property: Property): OwnerRow[] {
  const { owners } = property.ownership
  return owners.map((owner) => ({
    userId: owner.userId,
    share: owner.share ?? 100 / owners.length,
    ownershipType: owner.ownershipType ?? DEFAULT_OWNERSHIP_TYPE,
  }))
}

const shares = (rows: readonly OwnerRow[]): OwnerShare[] => rows.map(({ userId, share }) => ({ userId, share }))
const sameList = <T>(a: readonly T[], b: readonly T[]) => {
  const key = (list: readonly T[]) => JSON.stringify(list.map((item) => JSON.stringify(item)).sort())
  return key(a) === key(b)
}

export function propertyChanges(before: Property | undefined, after: Property): PropertyChanges {
  const changes: PropertyChanges = {}
  const newPrice = propertyRow(after).price
  const oldPrice = before ? propertyRow(before).price : null
  if (oldPrice !== newPrice) changes.price = { oldPrice, newPrice }

  const newRows = ownerRows(after)
  const oldRows = before ? ownerRows(before) : []
  if (!before || !sameList(oldRows, newRows)) changes.owners = newRows
  const previousOwnerId = before ? primaryOwnerId(before) : null
  const newOwnerId = primaryOwnerId(after)
  if (!before || previousOwnerId !== newOwnerId || !sameList(shares(oldRows), shares(newRows))) {
    changes.ownership = { previousOwnerId, newOwnerId, previousOwners: shares(oldRows), newOwners: shares(newRows) }
  }

  const newDealer = after.dealerInfo.currentDealer?.userId ?? null
  const oldDealer = before?.dealerInfo.currentDealer?.userId ?? null
  if (newDealer !== oldDealer) changes.dealer = { dealerId: newDealer }
  return changes
}
