import { useFeaturedProperties } from '../api/get-featured-properties'
import { ListingCard } from './listing-card'

/**
 * The home page's Featured row: listings an admin chose, in a row that scrolls sideways. Nothing
 * at all while it loads, when none are featured or when the call fails: the listings below are
 * the page, this row only adds to it.
 */
export function FeaturedRow() {
  const { data } = useFeaturedProperties()
  if (!data || data.length === 0) return null
  return (
    <section aria-labelledby="featured-heading" className="mb-5">
      {/* On a pill of its own: the scenery behind it may be a night sky. */}
      <h2 id="featured-heading" className="mb-2 inline-block rounded-lg bg-white/95 px-3 py-1 text-xl font-extrabold tracking-tight text-slate-900 shadow-sm">
        Featured
      </h2>
      <ul className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-2">
        {data.map((property) => (
          <li key={property.id} className="flex w-72 shrink-0 snap-start sm:w-80">
            <ListingCard property={property} />
          </li>
        ))}
      </ul>
    </section>
  )
}
