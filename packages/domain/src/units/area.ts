// SPEC's four area units, their factors (SPEC §9) and display format. Every conversion goes
// through square metres, so a round trip only loses floating-point noise.
import { AREA_DECIMALS, SQFT_PER_SQM, SQM_PER_ACRE, SQM_PER_HECTARE } from '../constants'
import { formatIndianNumber } from '../money/indian-digits'

export const areaUnits = ['sqm', 'sqft', 'acres', 'hectares'] as const
export type AreaUnit = (typeof areaUnits)[number]

export const AREA_UNIT_LABELS: Readonly<Record<AreaUnit, string>> = {
  sqm: 'm²',
  sqft: 'sq.ft.',
  acres: 'acres',
  hectares: 'ha',
}

/** Square metres in one of each unit. */
export const SQM_PER_UNIT: Readonly<Record<AreaUnit, number>> = {
  sqm: 1,
  sqft: 1 / SQFT_PER_SQM,
  acres: SQM_PER_ACRE,
  hectares: SQM_PER_HECTARE,
}

/**
 * The largest area a property may have, 1,00,000 hectares (1 000 km²): larger than any estate
 * on sale, and small enough that sums and averages over every listing stay far from overflow.
 */
const MAX_PROPERTY_AREA_HECTARES = 100_000
export const MAX_PROPERTY_AREA_SQM = MAX_PROPERTY_AREA_HECTARES * SQM_PER_HECTARE
/** That limit in words, as the messages and the schema's description give it: '1,00,000 hectares'. */
export const MAX_PROPERTY_AREA_WORDS = `${formatIndianNumber(MAX_PROPERTY_AREA_HECTARES)} hectares`

export function isAreaUnit(value: unknown): value is AreaUnit {
  return typeof value === 'string' && (areaUnits as readonly string[]).includes(value)
}

export function toSquareMetres(value: number, unit: AreaUnit): number {
  return value * SQM_PER_UNIT[unit]
}

export function fromSquareMetres(sqm: number, unit: AreaUnit): number {
  return sqm / SQM_PER_UNIT[unit]
}

export function toSquareFeet(value: number, unit: AreaUnit): number {
  return unit === 'sqft' ? value : toSquareMetres(value, unit) * SQFT_PER_SQM
}

export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  if (from === to) return value
  if (to === 'sqft') return toSquareFeet(value, from)
  const sqm = from === 'sqft' ? value / SQFT_PER_SQM : toSquareMetres(value, from)
  return fromSquareMetres(sqm, to)
}

/** '1,200.00 sq.ft.' with Indian digit grouping; 'N/A' when there is no number. */
export function formatArea(value: number | null | undefined, unit: AreaUnit, decimals: number = AREA_DECIMALS): string {
  if (value == null || !Number.isFinite(value)) return 'N/A'
  const number = formatIndianNumber(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
  return `${number} ${AREA_UNIT_LABELS[unit]}`
}

/**
 * The area as a listing shows it to people: Indian grouping, at most AREA_DECIMALS decimals and
 * no trailing zeros ('5,022 sq.ft.', '0.25 acres'). A listing with no area (missing or 0) has
 * none to show: undefined, so the caller leaves the line out rather than print '0 sq.ft.'.
 * formatArea keeps SPEC §9's fixed-decimal form with 'N/A' for exports and reports.
 */
export function displayArea(value: number | null | undefined, unit: AreaUnit): string | undefined {
  if (value == null || !Number.isFinite(value) || value <= 0) return undefined
  const number = formatIndianNumber(value, { maximumFractionDigits: AREA_DECIMALS })
  return `${number} ${AREA_UNIT_LABELS[unit]}`
}
