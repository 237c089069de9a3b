// The price per square foot a listing shows: worked out from its asking price and its area, never
// typed in, so it cannot disagree with them. Only a sale has one: a rent or a lease price is per
// month, not for the property.
import { toSquareFeet } from '../units/area'
import type { PropertyDraft } from './property-schema'

type Priced = Pick<PropertyDraft, 'basicInfo' | 'financial' | 'specifications'>

/** Whole rupees per square foot of a sale listing with a price and an area, else undefined. */
export function pricePerSqft({ basicInfo, financial, specifications }: Priced): number | undefined {
  const price = financial.pricing.totalPrice
  const sqft = toSquareFeet(specifications.area.total, specifications.area.unit)
  if (basicInfo.listingType !== 'sale' || !(price > 0) || !(sqft > 0)) return undefined
  return Math.round(price / sqft)
}

/** The listing with its price per square foot as pricePerSqft works it out (none when it has none). */
export function withPricePerSqft<T extends Priced>(property: T): T {
  const { pricePerSqft: _typed, ...pricing } = property.financial.pricing
  const perSqft = pricePerSqft(property)
  return { ...property, financial: { ...property.financial, pricing: perSqft === undefined ? pricing : { ...pricing, pricePerSqft: perSqft } } }
}
