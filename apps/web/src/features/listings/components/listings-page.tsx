import { useDeferredValue } from 'react'
import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Pagination } from '../../../components/ui/pagination'
import { plural } from '../../../lib/format'
import { usePublicProperties } from '../api/get-public-properties'
import { useListingSearch } from '../hooks/use-listing-search'
import { ListingCard } from './listing-card'
import { ListingFilters, type PlaceFieldRenderer } from './listing-filters'
import { ListingSort } from './listing-sort'
import { RetryNotice } from '../../../components/ui/retry-notice'

/** Home: public listings with filters, sort and pagination, all kept in the URL. */
export function ListingsPage({ placeField }: { placeField?: PlaceFieldRenderer }) {
  const { query, hasFilters, setFilters, setSort, pageHref } = useListingSearch()
  const { data: latest, isFetching, refetch } = usePublicProperties(query)
  // The cards render in a background pass that yields to the browser, rather than in one long
  // task when the list arrives; until then the previous list (or the loading dots) stays.
  const data = useDeferredValue(latest)
  const filterKey = JSON.stringify([query.type, query.city, query.locality, query.state, query.minPrice, query.maxPrice])

  return (
    <div className="flex flex-col gap-5">
      <Card className="p-5 sm:p-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Verified properties across India</h1>
        <p className="mt-1 text-sm text-slate-600 sm:text-base">Every listing is registry-checked, and every rupee moves through bank escrow.</p>
        <div className="mt-5">
          {/* Re-mount on URL change so the back button also resets the fields. */}
          <ListingFilters key={filterKey} value={query} onApply={setFilters} {...(placeField ? { placeField } : {})} />
        </div>
      </Card>

      <section aria-labelledby="results-heading" aria-busy={isFetching} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white/90 px-4 py-2">
          <h2 id="results-heading" className="text-base font-bold text-slate-900" aria-live="polite">
            {data ? (data.pagination.total > 0 ? plural(data.pagination.total, 'listing') : 'No listings') : 'Listings'}
          </h2>
          <ListingSort sortBy={query.sortBy} sortOrder={query.sortOrder} onChange={setSort} />
        </div>

        {data?.error ? (
          <RetryNotice onRetry={() => void refetch()}>
            {data.error.message}
          </RetryNotice>
        ) : null}

        {!data ? (
          <LoadingDots />
        ) : data && data.properties.length > 0 ? (
          <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 ${isFetching ? 'opacity-70' : ''}`}>
            {data.properties.map((property) => (
              <li key={property.id} className="flex">
                <ListingCard property={property} />
              </li>
            ))}
          </ul>
        ) : data && !data.error ? (
          <Card className="p-8 text-center">
            <p className="text-lg font-semibold text-slate-900">No properties match {hasFilters ? 'these filters' : 'yet'}.</p>
            <p className="mt-1 text-sm text-slate-600">{hasFilters ? 'Try a wider price range or another city.' : 'New listings appear here as soon as they go live.'}</p>
            {hasFilters ? (
              <Link to="?" className="mt-4 inline-block font-semibold text-teal-800 underline underline-offset-2">
                Clear filters
              </Link>
            ) : null}
          </Card>
        ) : null}

        {data ? <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={pageHref} label="Listing pages" /> : null}
      </section>
    </div>
  )
}
