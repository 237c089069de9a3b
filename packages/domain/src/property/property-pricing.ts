// What a listing's price means: a sale's is for the property, a rent's or a lease's is per month.
// And the price per square foot a sale shows: worked out from its asking price and its area, never
// typed in, so it cannot disagree with them.
import { toSquareFeet } from '../units/area'
import type { ListingType } from './property-enums'
import type { PropertyDraft } from './property-schema'

/** Whether the listing's total price is per month (a rent or a lease) rather than for the property. */
export const isPricedPerMonth = (listingType: ListingType): boolean => listingType === 'rent' || listingType === 'lease'

type Priced = Pick<PropertyDraft, 'basicInfo' | 'financial' | 'specifications'>

/** Whole rupees per square foot of a sale listing with a price and an area, else undefined. */
export function pricePerSqft({ basicInfo, financial, specifications }: Priced): number | undefined {
  const price = financial.pricing.totalPrice
  const sqft = toSquareFeet(specifications.area.total, specifications.area.unit)
  if (isPricedPerMonth(basicInfo.listingType) || !(price > 0) || !(sqft > 0)) return undefined
  return Math.round(price / sqft)
}

/** The listing with its price per square foot as pricePerSqft works it out (none when it has none). */
export function withPricePerSqft<T extends Priced>(property: T): T {
  const { pricePerSqft: _typed, ...pricing } = property.financial.pricing
  const perSqft = pricePerSqft(property)
  return { ...property, financial: { ...property.financial, pricing: perSqft === undefined ? pricing : { ...pricing, pricePerSqft: perSqft } } }
}
