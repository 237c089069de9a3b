// The budget of a search: minimum and maximum in the chosen kind's terms (a total price for a
// sale, rent per month for a rent or a lease), one-tap presets for that kind, and the messages
// of the price fields and of a minimum above the maximum.
import { checkPriceRange, isPricedPerMonth, type ListingType } from '@vishwas/domain'
import { useIsHydrated } from '../../../lib/use-is-hydrated'
import { budgetPresetLabel, budgetPresets, type BudgetPreset } from './budget-presets'
import { PriceField, priceText, readPrice } from './price-field'

/** The budget's texts as typed, and whether their messages show yet. */
export interface BudgetState {
  minText: string
  maxText: string
  /** Messages show once a field is left or the search is sent. */
  minChecked: boolean
  maxChecked: boolean
}

export function initialBudget(min: number | undefined, max: number | undefined): BudgetState {
  return { minText: priceText(min), maxText: priceText(max), minChecked: false, maxChecked: false }
}

/** The budget in whole rupees, or false when a field or the range makes no sense. */
export function readBudget(state: BudgetState): { minPrice?: number; maxPrice?: number } | false {
  const min = readPrice(state.minText)
  const max = readPrice(state.maxText)
  if (min.error || max.error) return false
  if (!checkPriceRange({ min: min.rupees, max: max.rupees }).ok) return false
  return { ...(min.rupees !== undefined ? { minPrice: min.rupees } : {}), ...(max.rupees !== undefined ? { maxPrice: max.rupees } : {}) }
}

/** 'total price' for a sale, 'rent per month' for a rent or a lease. */
export function priceMeaning(listingType: ListingType): string {
  return isPricedPerMonth(listingType) ? 'rent per month' : 'total price'
}

interface BudgetFieldsProps {
  listingType: ListingType
  value: BudgetState
  onChange: (state: BudgetState) => void
  onPreset: (preset: BudgetPreset) => void
}

export function BudgetFields({ listingType, value, onChange, onPreset }: BudgetFieldsProps) {
  const isHydrated = useIsHydrated()
  const meaning = priceMeaning(listingType)
  const min = readPrice(value.minText)
  const max = readPrice(value.maxText)
  const range = checkPriceRange({ min: min.rupees, max: max.rupees })
  const rangeError = !range.ok && (value.minChecked || value.maxChecked) ? range.error.message : undefined
  const isChosen = (preset: BudgetPreset) => min.rupees === preset.min && max.rupees === preset.max
  return (
    <fieldset className="col-span-2 md:col-span-6">
      <legend className="text-sm font-semibold text-slate-800">
        Budget <span className="font-normal text-slate-600">({meaning}, ₹)</span>
      </legend>
      <div className="mt-1 grid grid-cols-2 gap-3 md:grid-cols-4">
        <PriceField
          label={`Min ${meaning}`}
          name="minPrice"
          text={value.minText}
          onTextChange={(minText) => onChange({ ...value, minText })}
          onBlur={() => onChange({ ...value, minChecked: true })}
          showError={value.minChecked}
          rangeError={rangeError}
        />
        <PriceField
          label={`Max ${meaning}`}
          name="maxPrice"
          text={value.maxText}
          onTextChange={(maxText) => onChange({ ...value, maxText })}
          onBlur={() => onChange({ ...value, maxChecked: true })}
          showError={value.maxChecked}
        />
        <ul aria-label={`Budgets for ${listingType === 'sale' ? 'buying' : listingType === 'rent' ? 'renting' : 'leasing'}`} className="col-span-2 flex flex-wrap items-end gap-2">
          {budgetPresets[listingType].map((preset) => (
            <li key={budgetPresetLabel(preset)}>
              <button
                type="button"
                aria-pressed={isChosen(preset)}
                onClick={() => onPreset(preset)}
                disabled={!isHydrated}
                className={`min-h-9 rounded-full border px-3 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${
                  isChosen(preset) ? 'border-teal-800 bg-teal-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                }`}
              >
                {budgetPresetLabel(preset)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  )
}
