import { Link } from 'react-router'
import { ListingPriceTag } from '../../../components/ui/price-tag'
import { propertyHref } from '../../../config/paths'
import { useCurated } from '../api/get-curated'

/** The home page's "Curated by {dealer}" rows: each dealer's featured listings that are active and still theirs. Nothing when there are none. */
export function CuratedRow() {
  const { data: rows } = useCurated()
  if (!rows || rows.length === 0) return null
  return (
    <div className="flex flex-col gap-4">
      {rows.map((row) => (
        <section key={row.dealer.id} aria-labelledby={`curated-${row.dealer.id}`} className="flex flex-col gap-3 rounded-2xl bg-white/90 p-4 shadow-sm">
          <h2 id={`curated-${row.dealer.id}`} className="text-base font-bold text-slate-900">
            {`Curated by ${row.dealer.name || 'a dealer'}`}
          </h2>
          <ul className="flex snap-x gap-3 overflow-x-auto pb-1">
            {row.listings.map((listing) => (
              <li key={listing.id} className="w-60 shrink-0 snap-start">
                <Link
                  to={propertyHref(listing.reference)}
                  className="flex h-full flex-col gap-0.5 rounded-xl border border-slate-200 bg-white px-3 py-2 hover:border-teal-600 focus-visible:outline-3 focus-visible:outline-amber-500"
                >
                  <span className="font-semibold wrap-anywhere text-slate-900">{listing.title}</span>
                  <span className="text-sm font-bold text-teal-900">
                    <ListingPriceTag amount={listing.price} listingType={listing.listingType ?? 'sale'} />
                  </span>
                  <span className="text-xs text-slate-600">{[listing.locality, listing.city].filter(Boolean).join(', ')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
