// How every page shows a listing's price and rooms. The property schema stores an unset price as
// 0 and the rooms of a plot or farmland as 0: neither is a fact to show as '₹0' or 'Bedrooms 0'.
import { formatRupees } from '@vishwas/domain'

export const PRICE_ON_REQUEST = 'Price on request'

/** Whether the seller has set an asking price. */
export function hasPrice(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0
}

/** '₹45,00,000', or 'Price on request' when no price is set. */
export function formatListingPrice(amount: number | null | undefined): string {
  return hasPrice(amount) ? formatRupees(amount) : PRICE_ON_REQUEST
}

/** A count of bedrooms or bathrooms worth showing; undefined (left out) for none. */
export function roomCount(count: number | null | undefined): number | undefined {
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : undefined
}
