import { Link } from 'react-router'
import { MAX_FEATURED_LISTINGS } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { propertyHref } from '../../../config/paths'
import { useFeatured } from '../api/get-featured'
import { useSetFeatured } from '../api/set-featured'

/** The dealer's featured row as the home page shows it ("Curated by"), up to ten, in order. */
export function FeaturedPanel() {
  const { data, error, isPending, refetch } = useFeatured()
  const setFeatured = useSetFeatured()
  return (
    <section aria-labelledby="curator-featured-heading" className="flex flex-col gap-3">
      <h2 id="curator-featured-heading" className="text-lg font-bold text-slate-900">
        Featured
      </h2>
      <p className="text-sm text-slate-600">
        {`Your featured listings appear on the home page under “Curated by” your name: ${data?.length ?? 0} of ${MAX_FEATURED_LISTINGS}. Feature one from My listings.`}
      </p>
      {isPending ? <LoadingDots /> : null}
      {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
      {setFeatured.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {setFeatured.error.message}
        </p>
      ) : null}
      {data && data.length > 0 ? (
        <ol className="flex flex-col divide-y divide-slate-100">
          {data.map((listing) => (
            <li key={listing.id} className="flex flex-wrap items-center gap-2 py-3">
              <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                <Link to={propertyHref(listing.reference)} className="font-semibold wrap-anywhere text-slate-900 underline-offset-2 hover:underline">
                  {listing.title}
                </Link>
                <p className="text-sm text-slate-600">{[listing.reference, listing.locality, listing.city].filter(Boolean).join(' · ')}</p>
                {!listing.represented || listing.status !== 'active' ? (
                  <p className="text-xs font-medium text-amber-900">{listing.represented ? 'Not shown: the listing is not active.' : 'Not shown: you no longer represent it.'}</p>
                ) : null}
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Unfeature ${listing.title}`}
                disabled={setFeatured.isPending && setFeatured.variables.reference === listing.reference}
                onClick={() => setFeatured.mutate({ reference: listing.reference, featured: false })}
              >
                Unfeature
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
