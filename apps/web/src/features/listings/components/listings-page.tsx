import { useDeferredValue, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Pagination } from '../../../components/ui/pagination'
import { plural } from '../../../lib/format'
import { usePublicProperties } from '../api/get-public-properties'
import { listingSearchString, useListingSearch } from '../hooks/use-listing-search'
import { ListingCard } from './listing-card'
import { KindTabs } from './kind-tabs'
import { ListingFilters, type PlaceFieldRenderer } from './listing-filters'
import { ListingSort } from './listing-sort'
import { RetryNotice } from '../../../components/ui/retry-notice'

const SEARCH_PANEL_ID = 'listing-search'

/** Home: public listings with filters, sort and pagination, all kept in the URL; `searchActions` sit beside the sort (the app's 'Save this search'). */
export function ListingsPage({ searchActions, placeField }: { searchActions?: ReactNode; placeField?: PlaceFieldRenderer }) {
  const { query, hasFilters, setFilters, setListingType, setSort, pageHref } = useListingSearch()
  const { data: latest, isFetching, refetch } = usePublicProperties(query)
  // The cards render in a background pass that yields to the browser, rather than in one long
  // task when the list arrives; until then the previous list (or the loading dots) stays.
  const data = useDeferredValue(latest)
  const { page: _page, limit: _limit, sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = query
  const filterKey = JSON.stringify(filters)

  return (
    <div className="flex flex-col gap-5">
      <Card className="p-5 sm:p-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Properties across India</h1>
        <p className="mt-1 text-sm text-slate-600 sm:text-base">Every listing shows what has been checked for it: the owner's KYC, its boundary on the map, its RERA number where one is required.</p>
        <div className="mt-5">
          <KindTabs value={query.listingType} onChange={setListingType} panelId={SEARCH_PANEL_ID} />
        </div>
        <div id={SEARCH_PANEL_ID} role="tabpanel" aria-labelledby={`kind-tab-${query.listingType}`} className="mt-4">
          {/* Re-mount on URL change so the back button also resets the fields. */}
          <ListingFilters key={filterKey} listingType={query.listingType} value={query} onApply={setFilters} {...(placeField ? { placeField } : {})} />
        </div>
      </Card>

      <section aria-labelledby="results-heading" aria-busy={isFetching} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white/90 px-4 py-2">
          <h2 id="results-heading" className="text-base font-bold text-slate-900" aria-live="polite">
            {data ? (data.pagination.total > 0 ? plural(data.pagination.total, 'listing') : 'No listings') : 'Listings'}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            {searchActions}
            <ListingSort listingType={query.listingType} sortBy={query.sortBy} sortOrder={query.sortOrder} onChange={setSort} />
          </div>
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
              <Link to={`?${listingSearchString({ listingType: query.listingType })}`} className="mt-4 inline-block font-semibold text-teal-800 underline underline-offset-2">
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
