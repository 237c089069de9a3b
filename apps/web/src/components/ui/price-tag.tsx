import { formatRupees, formatRupeesShort } from '@vishwas/domain'

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
