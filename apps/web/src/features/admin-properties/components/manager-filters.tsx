import { useId, type FormEvent } from 'react'
import { listingTypes, propertyStatuses, propertyTypes } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { humanize } from '../../../lib/format'
import type { AdminPropertyFilters } from '../api/get-admin-properties'
import { fieldClass, labelClass } from './styles'

type FilterKey = Exclude<keyof AdminPropertyFilters, 'page'>

const sortChoices = [
  { value: 'updatedAt:desc', label: 'Last changed' },
  { value: 'createdAt:desc', label: 'Newest' },
  { value: 'createdAt:asc', label: 'Oldest' },
  { value: 'price:desc', label: 'Price, highest' },
  { value: 'price:asc', label: 'Price, lowest' },
  { value: 'title:asc', label: 'Title, A to Z' },
  { value: 'views:desc', label: 'Most viewed' },
  { value: 'score:desc', label: 'Highest score' },
]

function Choice({ name, label, values, current, labels = {} }: { name: FilterKey; label: string; values: readonly string[]; current: string | undefined; labels?: Record<string, string> }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={current ?? ''} className={fieldClass}>
        <option value="">Any</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value] ?? humanize(value)}
          </option>
        ))}
      </select>
    </div>
  )
}

function Text({ name, label, current, inputMode }: { name: FilterKey; label: string; current: string | undefined; inputMode?: 'numeric' }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} name={name} defaultValue={current ?? ''} inputMode={inputMode} autoComplete="off" className={fieldClass} />
    </div>
  )
}

/** The manager's filters (the advanced search's), applied together on submit. */
export function ManagerFilters({ filters, onApply }: { filters: AdminPropertyFilters; onApply: (filters: AdminPropertyFilters) => void }) {
  const sortId = useId()
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const next: AdminPropertyFilters = {}
    for (const [key, value] of data.entries()) {
      const text = typeof value === 'string' ? value.trim() : ''
      if (key === 'sort' || text === '') continue
      next[key as FilterKey] = text
    }
    const sort = data.get('sort')
    const [sortBy, sortOrder] = (typeof sort === 'string' ? sort : '').split(':')
    if (sortBy && sortOrder) Object.assign(next, { sortBy, sortOrder })
    onApply(next)
  }
  return (
    <form role="search" aria-label="Filter listings" onSubmit={apply} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <Choice name="status" label="Status" values={propertyStatuses} current={filters.status} />
      <Choice name="type" label="Type" values={propertyTypes} current={filters.type} />
      <Choice name="listingType" label="Listing" values={listingTypes} current={filters.listingType} />
      <Text name="city" label="City" current={filters.city} />
      <Text name="state" label="State" current={filters.state} />
      <Text name="minPrice" label="Min price (₹)" current={filters.minPrice} inputMode="numeric" />
      <Text name="maxPrice" label="Max price (₹)" current={filters.maxPrice} inputMode="numeric" />
      <Text name="bedrooms" label="Bedrooms (3 or 3+)" current={filters.bedrooms} />
      <Choice name="featured" label="Home page" values={['true', 'false']} labels={{ true: 'Featured', false: 'Not featured' }} current={filters.featured} />
      <div>
        <label htmlFor={sortId} className={labelClass}>
          Sort
        </label>
        <select id={sortId} name="sort" defaultValue={filters.sortBy ? `${filters.sortBy}:${filters.sortOrder ?? 'desc'}` : 'updatedAt:desc'} className={fieldClass}>
          {sortChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex items-end gap-2 sm:col-span-3 lg:col-span-5">
        <Button type="submit" size="sm">
          Apply filters
        </Button>
        <Button type="reset" size="sm" variant="ghost" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  )
}
