// Budgets buyers pick with one tap, per kind: a sale's in lakh and crore (total price), a rent's
// and a lease's per month. Each is a range in whole rupees, either end open.
import { RUPEES_PER_CRORE, RUPEES_PER_LAKH, formatRupeesShort, type ListingType } from '@vishwas/domain'

export interface BudgetPreset {
  readonly min?: number
  readonly max?: number
}

const L = RUPEES_PER_LAKH
const CR = RUPEES_PER_CRORE

export const budgetPresets: Readonly<Record<ListingType, readonly BudgetPreset[]>> = {
  sale: [{ max: 50 * L }, { min: 50 * L, max: CR }, { min: CR, max: 2 * CR }, { min: 2 * CR, max: 5 * CR }, { min: 5 * CR }],
  rent: [{ max: 10_000 }, { min: 10_000, max: 25_000 }, { min: 25_000, max: 50_000 }, { min: 50_000, max: L }, { min: L }],
  lease: [{ max: 50_000 }, { min: 50_000, max: 2 * L }, { min: 2 * L, max: 5 * L }, { min: 5 * L }],
}

/** 'Under ₹50 L', '₹50 L – ₹1 Cr', 'Above ₹5 Cr'. */
export function budgetPresetLabel({ min, max }: BudgetPreset): string {
  if (min === undefined && max !== undefined) return `Under ${formatRupeesShort(max)}`
  if (max === undefined && min !== undefined) return `Above ${formatRupeesShort(min)}`
  return `${formatRupeesShort(min)} – ${formatRupeesShort(max)}`
}
