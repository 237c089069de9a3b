// Traditional Indian land units, shown beside SPEC's standard units (beyond SPEC). All convert
// through square feet. Their sizes are customary, not statutory (the bigha stopped being an
// official unit in 1957), so each value carries its source.
import type { IndianState } from '../property/property-enums'
import { formatIndianNumber } from '../money/indian-digits'

export const indianAreaUnits = ['gaj', 'marla', 'kanal', 'bigha'] as const
export type IndianAreaUnit = (typeof indianAreaUnits)[number]

export const INDIAN_AREA_UNIT_LABELS: Readonly<Record<IndianAreaUnit, string>> = {
  gaj: 'gaj (sq. yd.)',
  marla: 'marla',
  kanal: 'kanal',
  bigha: 'bigha',
}

/** 1 gaj = 1 square yard = 3 ft × 3 ft (exact, by the definition of the yard). */
export const SQFT_PER_GAJ = 9

/**
 * 1 marla = 272.25 sq ft (30.25 sq yd), the standard of Punjab, Haryana and Himachal revenue
 * records (Punjab Land Revenue practice; Wikipedia "Marla (unit)"). In the Amritsar, Gurdaspur
 * and Ferozepur districts the customary marla is 225 sq ft (25 sq yd), same source.
 */
export const SQFT_PER_MARLA = 272.25
export const SQFT_PER_MARLA_SMALL = 225
export const SMALL_MARLA_DISTRICTS = ['Amritsar', 'Gurdaspur', 'Ferozepur'] as const

/** 1 kanal = 20 marla (5,445 sq ft with the standard marla). */
export const MARLA_PER_KANAL = 20

/**
 * One bigha in square feet, by state. Source: the state table "One Bigha in Square Feet" of
 * procivilengineer.com/bigha, cross-checked with addressofchoice.com (Assam: 14,400 sq ft) and
 * 99patta.com (Punjab: 9,070 sq ft). Rajasthan has a pucca bigha (27,225 sq ft, used for plots;
 * here the default) and a kachha bigha (17,424 sq ft, see RAJASTHAN_KACHHA_BIGHA_SQFT). West
 * Bengal's bigha is 20 katha = 1,333.33 m² = 14,348 sq ft; listings round it to 14,400 as Assam's.
 */
export const BIGHA_SQFT_BY_STATE: Readonly<Partial<Record<IndianState, number>>> = {
  Assam: 14_400,
  Bihar: 27_220,
  Gujarat: 17_427,
  Haryana: 27_225,
  'Himachal Pradesh': 8_712,
  Jharkhand: 27_211,
  'Madhya Pradesh': 12_000,
  Punjab: 9_070,
  Rajasthan: 27_225,
  'Uttar Pradesh': 27_000,
  Uttarakhand: 6_804,
  'West Bengal': 14_400,
}
export const RAJASTHAN_KACHHA_BIGHA_SQFT = 17_424

export type LocalUnitContext = { state?: string | undefined; district?: string | undefined }

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.toLowerCase()
}

/** Square feet in one marla: 225 in Amritsar, Gurdaspur and Ferozepur, else 272.25. */
export function marlaSqft(district?: string): number {
  return district && SMALL_MARLA_DISTRICTS.some((name) => sameName(district, name)) ? SQFT_PER_MARLA_SMALL : SQFT_PER_MARLA
}

/** Square feet in one bigha of a state, or undefined where the bigha is not in use. */
export function bighaSqft(state?: string): number | undefined {
  if (!state) return undefined
  const entry = Object.entries(BIGHA_SQFT_BY_STATE).find(([name]) => sameName(state, name))
  return entry?.[1]
}

/** Square feet in one of a unit for a place; undefined when the unit has no size there. */
export function sqftPerIndianUnit(unit: IndianAreaUnit, context: LocalUnitContext = {}): number | undefined {
  switch (unit) {
    case 'gaj':
      return SQFT_PER_GAJ
    case 'marla':
      return marlaSqft(context.district)
    case 'kanal':
      return marlaSqft(context.district) * MARLA_PER_KANAL
    case 'bigha':
      return bighaSqft(context.state)
  }
}

export function indianUnitToSquareFeet(value: number, unit: IndianAreaUnit, context?: LocalUnitContext): number | undefined {
  const factor = sqftPerIndianUnit(unit, context)
  return factor === undefined ? undefined : value * factor
}

export function squareFeetToIndianUnit(sqft: number, unit: IndianAreaUnit, context?: LocalUnitContext): number | undefined {
  const factor = sqftPerIndianUnit(unit, context)
  return factor === undefined ? undefined : sqft / factor
}

const MARLA_STATES = ['Punjab', 'Haryana', 'Himachal Pradesh', 'Jammu and Kashmir', 'Chandigarh', 'Delhi']

/**
 * The local units worth showing beside an area in a state: gaj everywhere; marla and kanal in
 * the north-west where they are used; bigha where the state has one.
 */
export function localAreaEquivalents(sqft: number, context: LocalUnitContext = {}): { unit: IndianAreaUnit; value: number; label: string }[] {
  const units: IndianAreaUnit[] = ['gaj']
  if (context.state && MARLA_STATES.some((name) => sameName(context.state ?? '', name))) units.push('marla', 'kanal')
  if (bighaSqft(context.state) !== undefined) units.push('bigha')
  return units.map((unit) => ({ unit, value: squareFeetToIndianUnit(sqft, unit, context) as number, label: INDIAN_AREA_UNIT_LABELS[unit] }))
}

/** '120.5 marla', with Indian digit grouping and up to 2 decimals. */
export function formatIndianArea(value: number, unit: IndianAreaUnit): string {
  return `${formatIndianNumber(value, { maximumFractionDigits: 2 })} ${INDIAN_AREA_UNIT_LABELS[unit]}`
}
