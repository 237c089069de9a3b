import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import {
  AREA_UNIT_LABELS,
  areaUnits,
  constructionStatuses,
  furnishingStatuses,
  indianStates,
  propertyTypes,
  type AreaUnit,
  type ListingType,
} from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { humanize } from '../../../lib/format'
import { useIsHydrated } from '../../../lib/use-is-hydrated'
import { bhkChoices, postedByChoices } from '../api/get-public-properties'
import type { ListingFilters as Filters } from '../hooks/use-listing-search'
import { BudgetFields, initialBudget, readBudget, type BudgetState } from './budget-fields'
import type { BudgetPreset } from './budget-presets'

const field =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400'
const label = 'block text-sm font-medium text-slate-700'

export const areaMessages = {
  negative: 'An area cannot be negative.',
  minAboveMax: 'The smallest area is above the largest.',
} as const

function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

function readText(form: FormData, name: string): string | undefined {
  const value = formText(form, name).trim()
  return value === '' ? undefined : value
}

function readNumber(form: FormData, name: string): number | undefined {
  const raw = formText(form, name).trim()
  return raw === '' ? undefined : Number(raw)
}

function oneOf<T extends string>(choices: readonly T[], value: string | undefined): T | undefined {
  return choices.find((choice) => choice === value)
}

/** The area bounds, or the message saying why they make no sense. */
function readArea(form: FormData): { minArea?: number; maxArea?: number; areaUnit?: AreaUnit } | { error: string } {
  const minArea = readNumber(form, 'minArea')
  const maxArea = readNumber(form, 'maxArea')
  if ([minArea, maxArea].some((area) => area !== undefined && !(area >= 0))) return { error: areaMessages.negative }
  if (minArea !== undefined && maxArea !== undefined && minArea > maxArea) return { error: areaMessages.minAboveMax }
  if (minArea === undefined && maxArea === undefined) return {}
  return { minArea, maxArea, areaUnit: oneOf(areaUnits, readText(form, 'areaUnit')) ?? 'sqft' }
}

function filtersFrom(form: HTMLFormElement, prices: { minPrice?: number; maxPrice?: number }, area: { minArea?: number; maxArea?: number; areaUnit?: AreaUnit }): Filters {
  const data = new FormData(form)
  const bhk = bhkChoices.filter((choice) => data.getAll('bhk').includes(String(choice)))
  return {
    type: oneOf(propertyTypes, readText(data, 'type')),
    city: readText(data, 'city'),
    locality: readText(data, 'locality'),
    state: readText(data, 'state'),
    ...prices,
    ...(bhk.length > 0 ? { bhk } : {}),
    ...area,
    furnishing: oneOf(furnishingStatuses, readText(data, 'furnishing')),
    constructionStatus: oneOf(constructionStatuses, readText(data, 'constructionStatus')),
    postedBy: oneOf(postedByChoices, readText(data, 'postedBy')),
    verifiedOnly: data.get('verifiedOnly') === 'true' ? true : undefined,
  }
}

/** A labelled select of one filter: its first option leaves the filter out, the others are the choices, humanized. */
function ChoiceSelect(props: { id: string; name: string; label: string; anyLabel: string; choices: readonly string[]; value: string | undefined; className?: string }) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className={label}>
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.value ?? ''} className={field}>
        <option value="">{props.anyLabel}</option>
        {props.choices.map((choice) => (
          <option key={choice} value={choice}>
            {humanize(choice)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The place field the app gives the search (the places feature's combobox): it carries the form's `city` and `locality`. */
export type PlaceFieldRenderer = (props: { id: string; city?: string; locality?: string; listingType?: ListingType }) => ReactNode

interface ListingFiltersProps {
  listingType: ListingType
  value: Filters
  onApply: (filters: Filters) => void
  placeField?: PlaceFieldRenderer
}

/** The search under the kind tabs: place, type, BHK, budget and more. Applied on submit (a budget preset at once); the URL keeps them. */
export function ListingFilters({ listingType, value, onApply, placeField }: ListingFiltersProps) {
  // On a page the server drew, the form works once the browser has taken it over: until then a search would be lost.
  const isReady = useIsHydrated()
  const [budget, setBudget] = useState<BudgetState>(() => initialBudget(value.minPrice, value.maxPrice))
  const [areaError, setAreaError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const hasMore = [value.state, value.minArea, value.maxArea, value.furnishing, value.constructionStatus, value.postedBy, value.verifiedOnly].some((v) => v !== undefined)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const prices = readBudget(budget)
    const area = readArea(new FormData(form))
    setAreaError('error' in area ? area.error : null)
    if (prices === false) {
      setBudget({ ...budget, minChecked: true, maxChecked: true })
      // The minimum carries its own message and the range's; the maximum only its own.
      const onlyMaxWrong = readBudget({ ...budget, maxText: '' }) !== false && readBudget({ ...budget, minText: '' }) === false
      const invalid = form.elements.namedItem(onlyMaxWrong ? 'maxPrice' : 'minPrice')
      if (invalid instanceof HTMLInputElement) invalid.focus()
      return
    }
    if ('error' in area) return
    onApply(filtersFrom(form, prices, area))
  }

  const choosePreset = (preset: BudgetPreset) => {
    setBudget(initialBudget(preset.min, preset.max))
    const form = formRef.current
    if (!form) return
    const area = readArea(new FormData(form))
    setAreaError('error' in area ? area.error : null)
    if (!('error' in area)) onApply(filtersFrom(form, { minPrice: preset.min, maxPrice: preset.max }, area))
  }

  const clear = () => {
    setBudget(initialBudget(undefined, undefined))
    setAreaError(null)
    onApply({})
  }

  return (
    <form ref={formRef} role="search" aria-label="Filter listings" onSubmit={submit} noValidate className="grid grid-cols-2 gap-3 md:grid-cols-6 md:items-end">
      {placeField ? (
        <div className="col-span-2">{placeField({ id: 'filter-city', listingType, ...(value.city ? { city: value.city } : {}), ...(value.locality ? { locality: value.locality } : {}) })}</div>
      ) : (
        <div className="col-span-2">
          <label htmlFor="filter-city" className={label}>
            City
          </label>
          <input id="filter-city" name="city" type="text" autoComplete="address-level2" defaultValue={value.city ?? ''} placeholder="e.g. Mohali" className={field} />
        </div>
      )}
      <ChoiceSelect id="filter-type" name="type" label="Type" anyLabel="Any type" choices={propertyTypes} value={value.type} className="col-span-2 md:col-span-1" />
      <fieldset className="col-span-2 md:col-span-3">
        <legend className={label}>BHK</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {bhkChoices.map((choice) => (
            <label key={choice} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 has-checked:border-teal-800 has-checked:bg-teal-50">
              <input type="checkbox" name="bhk" value={choice} defaultChecked={value.bhk?.includes(choice) ?? false} className="size-4 accent-teal-800" />
              {choice === bhkChoices[bhkChoices.length - 1] ? `${choice}+ BHK` : `${choice} BHK`}
            </label>
          ))}
        </div>
      </fieldset>
      <BudgetFields
        listingType={listingType}
        value={budget}
        onChange={setBudget}
        onPreset={choosePreset}
      />
      <details open={hasMore || areaError !== null} className="col-span-2 rounded-lg border border-slate-200 bg-white/70 px-3 py-2 md:col-span-6">
        <summary className="min-h-9 cursor-pointer py-1 text-sm font-semibold text-teal-900">More filters</summary>
        <div className="grid grid-cols-2 gap-3 pt-2 md:grid-cols-4">
          <div className="col-span-2 md:col-span-1">
            <label htmlFor="filter-state" className={label}>
              State
            </label>
            <select id="filter-state" name="state" defaultValue={value.state ?? ''} className={field}>
              <option value="">Any state</option>
              {value.state && !(indianStates as readonly string[]).includes(value.state) ? <option value={value.state}>{value.state}</option> : null}
              {indianStates.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="col-span-2 md:col-span-3">
            <legend className={label}>Area</legend>
            <div className="grid grid-cols-3 gap-2">
              <div>
                <label htmlFor="filter-min-area" className="sr-only">
                  Min area
                </label>
                <input id="filter-min-area" name="minArea" type="number" inputMode="decimal" step="any" defaultValue={value.minArea ?? ''} placeholder="Min" aria-invalid={areaError ? true : undefined} aria-describedby={areaError ? 'filter-area-error' : undefined} className={field} />
              </div>
              <div>
                <label htmlFor="filter-max-area" className="sr-only">
                  Max area
                </label>
                <input id="filter-max-area" name="maxArea" type="number" inputMode="decimal" step="any" defaultValue={value.maxArea ?? ''} placeholder="Max" aria-invalid={areaError ? true : undefined} aria-describedby={areaError ? 'filter-area-error' : undefined} className={field} />
              </div>
              <div>
                <label htmlFor="filter-area-unit" className="sr-only">
                  Area unit
                </label>
                <select id="filter-area-unit" name="areaUnit" defaultValue={value.areaUnit ?? 'sqft'} className={field}>
                  {areaUnits.map((unit) => (
                    <option key={unit} value={unit}>
                      {AREA_UNIT_LABELS[unit]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {areaError ? (
              <p id="filter-area-error" className="mt-1 text-sm font-medium text-rose-800">
                {areaError}
              </p>
            ) : null}
          </fieldset>
          <ChoiceSelect id="filter-furnishing" name="furnishing" label="Furnishing" anyLabel="Any" choices={furnishingStatuses} value={value.furnishing} />
          <ChoiceSelect id="filter-construction" name="constructionStatus" label="Construction" anyLabel="Any" choices={constructionStatuses} value={value.constructionStatus} />
          <ChoiceSelect id="filter-posted-by" name="postedBy" label="Posted by" anyLabel="Owner or dealer" choices={postedByChoices} value={value.postedBy} />
          <div className="flex items-end">
            <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="verifiedOnly" value="true" defaultChecked={value.verifiedOnly === true} className="size-4 accent-teal-800" />
              Owner&apos;s identity verified (KYC)
            </label>
          </div>
        </div>
      </details>
      <div className="col-span-2 flex gap-2 md:col-span-2 md:col-start-5">
        <Button type="submit" className="flex-1" disabled={!isReady}>
          Search
        </Button>
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  )
}
