import { useId, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { useSaleListings } from '../api/find-sale-listings'
import { useBidding } from '../api/get-bidding'
import { BidForm } from './bid-form'
import { BiddingFacts } from './bid-panel'
import { OpenBiddingForm } from './open-bidding-form'

const field =
  'min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500'

/**
 * /create-bid (SPEC §2): the listing comes from `?propertyId=` (its UUID or PROP- reference) or is
 * chosen from a search of listings for sale. A bidder bids; the property side opens bidding.
 */
export function CreateBidPage() {
  const [params, setParams] = useSearchParams()
  const propertyId = params.get('propertyId')?.trim() ?? ''
  return (
    <div className="flex flex-col gap-4">
      <Card className="p-5 sm:p-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Create Bid</h1>
        <p className="mt-1 text-sm text-slate-700">Bid on a listing for sale, or open your own listing to bids.</p>
      </Card>
      {propertyId ? (
        <Card className="p-5 sm:p-6">
          <ChosenListing propertyId={propertyId} onChange={() => setParams({})} />
        </Card>
      ) : (
        <Card className="p-5 sm:p-6">
          <ChooseListing onChoose={(id) => setParams({ propertyId: id })} />
        </Card>
      )}
    </div>
  )
}

function ChooseListing({ onChoose }: { onChoose: (id: string) => void }) {
  const id = useId()
  const [reference, setReference] = useState('')
  const [city, setCity] = useState('')
  const [searched, setSearched] = useState('')
  const listings = useSaleListings(searched)

  function byReference(event: FormEvent) {
    event.preventDefault()
    if (reference.trim()) onChoose(reference.trim())
  }
  function search(event: FormEvent) {
    event.preventDefault()
    setSearched(city.trim())
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={search} aria-label="Search listings for sale" className="flex flex-col gap-1">
        <label htmlFor={`${id}-city`} className="text-sm font-semibold text-slate-800">
          Search listings for sale by city
        </label>
        <div className="flex flex-wrap gap-2">
          <input id={`${id}-city`} value={city} onChange={(e) => setCity(e.target.value)} placeholder="Mohali" className={field} />
          <Button type="submit">Search</Button>
        </div>
      </form>
      {listings.isFetching && !listings.data ? <LoadingDots /> : null}
      {listings.error ? <RetryNotice onRetry={() => void listings.refetch()}>{listings.error.message}</RetryNotice> : null}
      {searched && listings.data ? (
        listings.data.length === 0 ? (
          <p className="text-sm text-slate-600">{`No listings for sale in ${searched}.`}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" aria-label="Listings for sale">
            {listings.data.map((listing) => (
              <li key={listing.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="min-w-0 flex-1 wrap-anywhere text-slate-900">
                  {listing.basicInfo.title || listing.reference} <span className="font-mono text-xs text-slate-500">{listing.reference}</span>
                </span>
                <Button size="sm" variant="secondary" onClick={() => onChoose(listing.id)} aria-label={`Choose ${listing.basicInfo.title || listing.reference}`}>
                  Choose
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <form onSubmit={byReference} aria-label="Choose a listing by reference" className="flex flex-col gap-1">
        <label htmlFor={`${id}-reference`} className="text-sm font-semibold text-slate-800">
          Or enter its reference
        </label>
        <div className="flex flex-wrap gap-2">
          <input id={`${id}-reference`} value={reference} onChange={(e) => setReference(e.target.value)} placeholder="PROP-…" className={field} />
          <Button type="submit" variant="secondary">
            Continue
          </Button>
        </div>
      </form>
    </div>
  )
}

function ChosenListing({ propertyId, onChange }: { propertyId: string; onChange: () => void }) {
  const { data, error, isPending, refetch } = useBidding(propertyId)
  const change = (
    <Button size="sm" variant="ghost" className="w-fit" onClick={onChange}>
      Choose another listing
    </Button>
  )
  if (isPending) return <LoadingDots />
  if (error) {
    return (
      <div className="flex flex-col gap-2">
        <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice>
        {change}
      </div>
    )
  }
  const { bidding, canManage } = data
  const isOpen = bidding?.status === 'open'
  return (
    <section aria-label="Bidding on the chosen listing" className="flex flex-col gap-3">
      <Link to={`/${propertyId}`} className="w-fit font-semibold text-teal-900 underline underline-offset-2">
        View the listing
      </Link>
      {isOpen ? <BiddingFacts bidding={bidding} /> : null}
      {canManage ? (
        isOpen ? (
          <Link to={`/${propertyId}/tools?section=bids`} className="w-fit text-sm font-semibold text-teal-800 underline underline-offset-2">
            See the bids on your listing
          </Link>
        ) : bidding?.outcome === 'sold' ? (
          <p className="text-sm text-slate-700">This listing was sold by bidding.</p>
        ) : (
          <OpenBiddingForm propertyId={propertyId} />
        )
      ) : isOpen ? (
        <BidForm propertyId={propertyId} minimumPaise={bidding.minimumNextPaise ?? bidding.startingPaise} />
      ) : (
        <p className="text-sm text-slate-700">This listing is not open to bids.</p>
      )}
      {change}
    </section>
  )
}
