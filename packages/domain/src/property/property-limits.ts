// What a property's boundary and area may be, beyond the schema's types: the server refuses a
// write that breaks a limit, and the form says so while the seller draws. Cheapest check first:
// the simple-polygon check takes time that grows with the square of the point count.
import { MAX_BOUNDARY_POINTS, MAX_BOUNDARY_SPAN_DEGREES, MIN_POLYGON_POINTS, fitsBoundarySpan, type LatLng } from '../geometry/lat-lng'
import { polygonAreaSqm } from '../geometry/polygon-area'
import { ringCrossesItself } from '../geometry/ring-crossing'
import { SPLIT_PORTION_TOLERANCE } from '../constants'
import { formatIndianNumber } from '../money/indian-digits'
import { MAX_PROPERTY_AREA_SQM, MAX_PROPERTY_AREA_WORDS } from '../units/area'

/** The least a boundary may enclose: points in a line, or on top of each other, enclose no plot. */
const MIN_BOUNDARY_AREA_SQM = 1
/** The least total area a listing may give: no property is smaller than a square metre. */
export const MIN_PROPERTY_AREA_SQM = 1

export const propertyLimitMessages = {
  boundaryTooFewPoints: `Property boundary needs at least ${MIN_POLYGON_POINTS} points`,
  boundaryTooManyPoints: `Property boundary may have at most ${formatIndianNumber(MAX_BOUNDARY_POINTS)} points`,
  boundaryTooWide: `Property boundary must fit within ${MAX_BOUNDARY_SPAN_DEGREES} degree of latitude and ${MAX_BOUNDARY_SPAN_DEGREES} degree of longitude`,
  boundaryNotSimple: 'Property boundary must be a simple polygon',
  boundaryEnclosesNothing: `Property boundary must enclose at least ${MIN_BOUNDARY_AREA_SQM} square metre`,
  areaTooLarge: `Total area must be at most ${MAX_PROPERTY_AREA_WORDS}`,
  areaTooSmall: `Total area must be at least ${MIN_PROPERTY_AREA_SQM} square metre (only a draft may leave it at 0 until it is measured)`,
  salePriceMissing: 'A listing for sale needs a total price above ₹0 (only a draft may leave it at 0 until it is priced)',
  sharesNotWhole: (total: number) => `Owners' shares must add up to 100% (they add up to ${+total.toFixed(2)}%)`,
} as const

/** The first limit the boundary (an open ring) breaks, or undefined; no points at all is no boundary. */
export function boundaryProblem(vertices: readonly LatLng[]): string | undefined {
  if (vertices.length === 0) return undefined
  if (vertices.length < MIN_POLYGON_POINTS) return propertyLimitMessages.boundaryTooFewPoints
  if (vertices.length > MAX_BOUNDARY_POINTS) return propertyLimitMessages.boundaryTooManyPoints
  if (!fitsBoundarySpan(vertices)) return propertyLimitMessages.boundaryTooWide
  if (ringCrossesItself(vertices)) return propertyLimitMessages.boundaryNotSimple
  if (polygonAreaSqm(vertices) < MIN_BOUNDARY_AREA_SQM) return propertyLimitMessages.boundaryEnclosesNothing
  return undefined
}

/**
 * Why a listing's total area (in square metres) cannot stand, or undefined: 0 is 'not measured
 * yet', which only a draft may be; anything else under a square metre (1e-300 m²) is no property.
 */
export function areaTooSmallProblem(sqm: number, status: unknown): string | undefined {
  if (sqm === 0 && status === 'draft') return undefined
  return sqm < MIN_PROPERTY_AREA_SQM ? propertyLimitMessages.areaTooSmall : undefined
}

/** Why a listing's total price cannot stand, or undefined: a sale at ₹0 is only a draft not yet priced. */
export function salePriceProblem(totalPrice: number, listingType: unknown, status: unknown): string | undefined {
  return listingType === 'sale' && status !== 'draft' && totalPrice <= 0 ? propertyLimitMessages.salePriceMissing : undefined
}

/** Why an area (square metres) is too large for a property, or undefined. */
export function areaProblem(sqm: number): string | undefined {
  return sqm > MAX_PROPERTY_AREA_SQM ? propertyLimitMessages.areaTooLarge : undefined
}

/**
 * Why the owners' shares (per cent; an owner may give none) cannot be the whole property, or
 * undefined: those given may not pass 100 %, and when every owner gives one they make 100 %,
 * within the tolerance a split's portions have (sums of decimals drift a little beyond it).
 */
export function ownerSharesProblem(shares: readonly (number | undefined)[]): string | undefined {
  const given = shares.filter((share): share is number => share !== undefined)
  if (given.length === 0) return undefined
  const total = given.reduce((sum, share) => sum + share, 0)
  const slack = SPLIT_PORTION_TOLERANCE + 1e-9
  const tooMuch = total > 100 + slack
  const tooLittle = given.length === shares.length && total < 100 - slack
  return tooMuch || tooLittle ? propertyLimitMessages.sharesNotWhole(total) : undefined
}
