import { formatRupees, formatRupeesShort, isPricedPerMonth, type ListingType } from '@vishwas/domain'
import { hasPrice, PRICE_ON_REQUEST } from '../../lib/listing-display'

interface PriceTagProps {
  amount: number | null | undefined
  /** e.g. '/month' for rentals. */
  suffix?: string
  className?: string
}

/** '₹45 L' on screen; the full '₹45,00,000' for screen readers and as a tooltip. */
export function PriceTag({ amount, suffix, className = '' }: PriceTagProps) {
  const full = formatRupees(amount)
  const short = formatRupeesShort(amount)
  return (
    <span className={className}>
      <span aria-hidden="true" title={full}>
        {short}
        {suffix ? <span className="text-sm font-medium text-slate-500">{suffix}</span> : null}
      </span>
      <span className="sr-only">
        {full}
        {suffix ? ` ${suffix.replace('/', 'per ')}` : ''}
      </span>
    </span>
  )
}

/** A listing's asking price as a PriceTag ('/month' for a rent or a lease), or 'Price on request' when none is set. */
export function ListingPriceTag({ amount, listingType, className = '' }: { amount: number | null | undefined; listingType: ListingType; className?: string }) {
  if (!hasPrice(amount)) return <span className={className}>{PRICE_ON_REQUEST}</span>
  return <PriceTag amount={amount} suffix={isPricedPerMonth(listingType) ? '/month' : undefined} className={className} />
}
