import { Link } from 'react-router'
import { UNTITLED_PROPERTY } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { ListingPriceTag } from '../../../components/ui/price-tag'
import { propertyHref } from '../../../config/paths'
import { useRecentListings } from '../api/get-recent-listings'
import { forgetRecentlyViewed, useRecentlyViewedIds } from '../hooks/recently-viewed-store'

/** How many the home page shows. */
export const RECENTLY_VIEWED_SHOWN = 6

/** The home page's row of the listings this browser opened last, as they are now; nothing until one was opened. */
export function RecentlyViewed() {
  const ids = useRecentlyViewedIds().slice(0, RECENTLY_VIEWED_SHOWN)
  const { data: listings } = useRecentListings(ids)
  if (ids.length === 0 || !listings || listings.length === 0) return null
  return (
    <section aria-labelledby="recently-viewed-heading" className="flex flex-col gap-3 rounded-2xl bg-white/90 p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recently-viewed-heading" className="text-base font-bold text-slate-900">
          Recently viewed
        </h2>
        <Button size="sm" variant="ghost" onClick={forgetRecentlyViewed}>
          Clear
        </Button>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((property) => {
          const { address } = property.location
          return (
            <li key={property.id}>
              <Link
                to={propertyHref(property.id)}
                className="flex h-full flex-col gap-0.5 rounded-xl border border-slate-200 bg-white px-3 py-2 hover:border-teal-600 focus-visible:outline-3 focus-visible:outline-amber-500"
              >
                <span className="font-semibold wrap-anywhere text-slate-900">{property.basicInfo.title || UNTITLED_PROPERTY}</span>
                <span className="text-sm font-bold text-teal-900">
                  <ListingPriceTag amount={property.financial.pricing.totalPrice} listingType={property.basicInfo.listingType} />
                </span>
                <span className="text-xs text-slate-600">{[address.locality, address.city].filter(Boolean).join(', ')}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
