import type { FormEvent } from 'react'
import { propertyStatuses, propertyTypes } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { humanize } from '../../../lib/format'
import type { PortfolioFilters as Filters } from '../hooks/use-portfolio-search'
import { field, label } from './form-styles'

function readText(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return trimmed === '' ? undefined : trimmed
}

interface PortfolioFiltersProps {
  value: Filters
  onApply: (filters: Filters) => void
}

/** Search text, type, status and city. Applied on submit; the URL keeps them. */
export function PortfolioFilters({ value, onApply }: PortfolioFiltersProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const type = readText(form, 'type')
    const status = readText(form, 'status')
    onApply({
      q: readText(form, 'q'),
      type: propertyTypes.find((t) => t === type),
      status: propertyStatuses.find((s) => s === status),
      city: readText(form, 'city'),
    })
  }

  return (
    <form role="search" aria-label="Search my properties" onSubmit={submit} noValidate className="grid grid-cols-2 gap-3 md:grid-cols-6 md:items-end">
      <div className="col-span-2">
        <label htmlFor="portfolio-q" className={label}>
          Search
        </label>
        <input id="portfolio-q" name="q" type="search" defaultValue={value.q ?? ''} placeholder="Title, reference, locality or city" className={field} />
      </div>
      <div>
        <label htmlFor="portfolio-type" className={label}>
          Type
        </label>
        <select id="portfolio-type" name="type" defaultValue={value.type ?? ''} className={field}>
          <option value="">Any type</option>
          {propertyTypes.map((type) => (
            <option key={type} value={type}>
              {humanize(type)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="portfolio-status" className={label}>
          Status
        </label>
        <select id="portfolio-status" name="status" defaultValue={value.status ?? ''} className={field}>
          <option value="">Any status</option>
          {propertyStatuses.map((status) => (
            <option key={status} value={status}>
              {humanize(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 md:col-span-1">
        <label htmlFor="portfolio-city" className={label}>
          City
        </label>
        <input id="portfolio-city" name="city" type="text" autoComplete="address-level2" defaultValue={value.city ?? ''} placeholder="e.g. Mohali" className={field} />
      </div>
      <div className="col-span-2 flex gap-2 md:col-span-1">
        <Button type="submit" className="flex-1">
          Search
        </Button>
        <Button variant="secondary" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  )
}
