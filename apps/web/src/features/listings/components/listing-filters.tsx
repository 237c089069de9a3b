import { useState, type FormEvent, type ReactNode } from 'react'
import { indianStates, propertyTypes, type ListingType } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { humanize } from '../../../lib/format'
import type { ListingFilters as Filters } from '../hooks/use-listing-search'

const field =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400'
const label = 'block text-sm font-medium text-slate-700'

function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

function readAmount(form: FormData, name: string): number | undefined {
  const raw = formText(form, name).replace(/[,\s₹]/g, '')
  if (raw === '') return undefined
  const n = Number(raw)
  return Number.isFinite(n) && n >= 0 ? n : undefined
}

function readText(form: FormData, name: string): string | undefined {
  const value = formText(form, name).trim()
  return value === '' ? undefined : value
}

/** The place field the app gives the search (the places feature's combobox): it carries the form's `city` and `locality`. */
export type PlaceFieldRenderer = (props: { id: string; city?: string; locality?: string; listingType?: ListingType }) => ReactNode

interface ListingFiltersProps {
  value: Filters
  onApply: (filters: Filters) => void
  placeField?: PlaceFieldRenderer
}

/** Type, city, state and price range. Applied on submit; the URL keeps them. */
export function ListingFilters({ value, onApply, placeField }: ListingFiltersProps) {
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const type = readText(form, 'type')
    const filters: Filters = {
      type: propertyTypes.find((t) => t === type),
      city: readText(form, 'city'),
      locality: readText(form, 'locality'),
      state: readText(form, 'state'),
      minPrice: readAmount(form, 'minPrice'),
      maxPrice: readAmount(form, 'maxPrice'),
    }
    if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
      setError('The minimum price is higher than the maximum price.')
      return
    }
    setError(null)
    onApply(filters)
  }

  const clear = () => {
    setError(null)
    onApply({})
  }

  return (
    <form role="search" aria-label="Filter listings" onSubmit={submit} noValidate className="grid grid-cols-2 gap-3 md:grid-cols-6 md:items-end">
      <div className="col-span-2 md:col-span-1">
        <label htmlFor="filter-type" className={label}>
          Type
        </label>
        <select id="filter-type" name="type" defaultValue={value.type ?? ''} className={field}>
          <option value="">Any type</option>
          {propertyTypes.map((type) => (
            <option key={type} value={type}>
              {humanize(type)}
            </option>
          ))}
        </select>
      </div>
      {placeField ? (
        <div className="col-span-2">{placeField({ id: 'filter-city', ...(value.city ? { city: value.city } : {}), ...(value.locality ? { locality: value.locality } : {}) })}</div>
      ) : (
        <div>
          <label htmlFor="filter-city" className={label}>
            City
          </label>
          <input id="filter-city" name="city" type="text" autoComplete="address-level2" defaultValue={value.city ?? ''} placeholder="e.g. Mohali" className={field} />
        </div>
      )}
      <div>
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
      <div>
        <label htmlFor="filter-min-price" className={label}>
          Min price (₹)
        </label>
        <input id="filter-min-price" name="minPrice" type="number" inputMode="numeric" min={0} step={1} defaultValue={value.minPrice ?? ''} placeholder="Any" className={field} />
      </div>
      <div>
        <label htmlFor="filter-max-price" className={label}>
          Max price (₹)
        </label>
        <input id="filter-max-price" name="maxPrice" type="number" inputMode="numeric" min={0} step={1} defaultValue={value.maxPrice ?? ''} placeholder="Any" className={field} />
      </div>
      <div className="col-span-2 flex gap-2 md:col-span-1">
        <Button type="submit" className="flex-1">
          Search
        </Button>
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
      </div>
      {error ? (
        <p role="alert" className="col-span-2 text-sm font-medium text-rose-700 md:col-span-6">
          {error}
        </p>
      ) : null}
    </form>
  )
}
