// The units the split tool shows areas in: SPEC's sq ft, m², acres and hectares, and the local
// units the domain knows (gaj, marla, kanal, bigha) where they have a size for the plot's state
// and district (a bigha differs by state; a marla in three Punjab districts). Parts are kept in
// sq ft, as the domain's split maths keeps them; only the display converts.
import {
  AREA_UNIT_LABELS,
  INDIAN_AREA_UNIT_LABELS,
  areaUnits,
  convertArea,
  indianAreaUnits,
  sqftPerIndianUnit,
  type AreaUnit,
  type IndianAreaUnit,
  type LocalUnitContext,
} from '@vishwas/domain'

export type DisplayUnit = AreaUnit | IndianAreaUnit

export interface DisplayUnitOption {
  unit: DisplayUnit
  label: string
  /** Square feet in one of this unit. */
  sqft: number
}

/** The units offered for a plot in `context`, SPEC's first. */
export function displayUnitOptions(context: LocalUnitContext): DisplayUnitOption[] {
  const standard = areaUnits.map((unit) => ({ unit, label: AREA_UNIT_LABELS[unit], sqft: convertArea(1, unit, 'sqft') }))
  const local = indianAreaUnits.flatMap((unit) => {
    const sqft = sqftPerIndianUnit(unit, context)
    return sqft === undefined ? [] : [{ unit, label: INDIAN_AREA_UNIT_LABELS[unit], sqft }]
  })
  return [...standard, ...local]
}

const format = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/** An area in sq ft shown in the option's unit, e.g. '1,000 sq.ft.' or '4.59 marla'. */
export function showArea(sqft: number, option: DisplayUnitOption): string {
  return `${format.format(sqft / option.sqft)} ${option.label}`
}

/** The number a field shows for an area in sq ft (2 decimals at most). */
export const areaFieldValue = (sqft: number, option: DisplayUnitOption) => String(Math.round((sqft / option.sqft) * 100) / 100)
