import { useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { UNTITLED_PROPERTY, formatRupeesShort, type Property } from '@vishwas/domain'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Pagination } from '../../../components/ui/pagination'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { env } from '../../../config/env'
import { adminPropertyEditHref, adminPropertyHref, paths } from '../../../config/paths'
import { humanize, plural } from '../../../lib/format'
import { useAdminProperties, type AdminPropertyFilters } from '../api/get-admin-properties'
import { BulkStatusBar } from './bulk-status-bar'
import { FeatureButton } from './feature-button'
import { ManagerFilters } from './manager-filters'
import { headingClass, linkClass } from './styles'

const filterKeys = ['status', 'type', 'listingType', 'city', 'state', 'minPrice', 'maxPrice', 'bedrooms', 'featured', 'sortBy', 'sortOrder'] as const

export const statusTones: Record<string, BadgeTone> = { active: 'emerald', draft: 'slate', pending: 'amber', inactive: 'rose', sold: 'teal', rented: 'teal' }

function filtersOf(params: URLSearchParams): AdminPropertyFilters {
  const filters: AdminPropertyFilters = {}
  for (const key of filterKeys) {
    const value = params.get(key)
    if (value) filters[key] = value
  }
  const page = Number(params.get('page'))
  if (Number.isInteger(page) && page > 1) filters.page = page
  return filters
}

function searchOf(filters: AdminPropertyFilters): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

function ListingRow({ property, isFeatured, isSelected, onToggle }: { property: Property; isFeatured: boolean; isSelected: boolean; onToggle: () => void }) {
  const title = property.basicInfo.title || UNTITLED_PROPERTY
  const status = property.basicInfo.status
  const owners = property.ownership.owners.map((owner) => owner.name ?? 'Unnamed owner').join(', ')
  return (
    <li className="flex gap-3 rounded-lg bg-white px-3 py-2.5 text-sm ring-1 ring-slate-200">
      <input type="checkbox" checked={isSelected} onChange={onToggle} aria-label={`Select ${title}`} className="mt-1 size-5 shrink-0 accent-teal-700" />
      <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <Link to={adminPropertyHref(property.id)} className="font-semibold wrap-anywhere text-slate-900 underline-offset-2 hover:underline">
              {title}
            </Link>
            <Badge tone={statusTones[status] ?? 'slate'}>{humanize(status)}</Badge>
            {isFeatured ? <Badge tone="amber">Featured</Badge> : null}
          </p>
          <p className="text-slate-600">
            <span className="font-mono text-xs">{property.reference}</span> · {humanize(property.basicInfo.type)} · {[property.location.address.city, property.location.address.state].filter(Boolean).join(', ')} ·{' '}
            {formatRupeesShort(property.financial.pricing.totalPrice)}
          </p>
          {owners ? <p className="wrap-anywhere text-slate-600">Owned by {owners}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <FeatureButton propertyId={property.id} title={title} isFeatured={isFeatured} isActive={status === 'active'} />
          <Link to={adminPropertyEditHref(property.id)} className={linkClass} aria-label={`Edit ${title}`}>
            Edit
          </Link>
        </div>
      </div>
    </li>
  )
}

/** /admin/propertymanager: every listing in every status, filtered, paged, with bulk status changes and the home page's Featured flag. */
export function PropertyManagerPage() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => filtersOf(params), [params])
  const { data, error, isPending, isFetching, refetch } = useAdminProperties(filters)
  const [selected, setSelected] = useState<string[]>([])
  const titles = useMemo(() => new Map((data?.properties ?? []).flatMap((property) => [[property.id, property.basicInfo.title || property.reference] as const])), [data])
  const pageIds = data?.properties.map((property) => property.id) ?? []
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.includes(id))
  const toggle = (id: string) => setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]))
  const apply = (next: AdminPropertyFilters) => {
    setSelected([])
    setParams(new URLSearchParams(searchOf(next)))
  }
  const total = data?.pagination.total ?? 0
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <title>{`Property manager | ${env.brandName}`}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className={headingClass}>Properties</h1>
        <Link to={paths.adminPropertyCreate} className={linkClass}>
          Add a property
        </Link>
      </div>
      <p className="text-sm text-slate-600">Every listing in every status. Deleted listings are under Deleted properties.</p>
      <ManagerFilters key={params.toString()} filters={filters} onApply={apply} />
      <BulkStatusBar selected={selected} titleOf={(id) => titles.get(id) ?? id} onDone={() => setSelected([])} />
      {isPending ? <LoadingDots /> : null}
      {error ? <RetryNotice onRetry={() => void refetch()}>The listings could not be loaded: {error.message}</RetryNotice> : null}
      {data ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
            <p aria-live="polite">
              {total === 0 ? 'No listings match.' : `${data.pagination.isTotalCapped ? 'More than ' : ''}${plural(total, 'listing')}`}
              {isFetching ? ' · updating…' : ''}
            </p>
            {pageIds.length > 0 ? (
              <label className="flex items-center gap-2 font-semibold">
                <input
                  type="checkbox"
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? selected.filter((id) => !pageIds.includes(id)) : [...new Set([...selected, ...pageIds])])}
                  className="size-5 accent-teal-700"
                />
                Select this page
              </label>
            ) : null}
          </div>
          <ul className="grid gap-2">
            {data.properties.map((property) => (
              <ListingRow key={property.id} property={property} isFeatured={data.featured.includes(property.id)} isSelected={selected.includes(property.id)} onToggle={() => toggle(property.id)} />
            ))}
          </ul>
          <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={(page) => `${paths.adminPropertyManager}${searchOf({ ...filters, page })}`} label="Listing pages" />
        </>
      ) : null}
    </Card>
  )
}
