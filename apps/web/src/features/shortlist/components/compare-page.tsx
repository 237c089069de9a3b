import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import {
  COMPARED_FIELDS,
  MAX_SHORTLIST_COMPARED,
  MIN_COMPARED,
  compareProperties,
  differingFields,
  displayArea,
  formatPropertyScore,
  shortlistMessages,
  type ComparedField,
  type PropertySummary,
  type PublicProperty,
} from '@vishwas/domain'
import { Card } from '../../../components/ui/card'
import { ComparisonTable } from '../../../components/ui/comparison-table'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { ListingPriceTag } from '../../../components/ui/price-tag'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { env } from '../../../config/env'
import { isPropertyIdentifier, paths, propertyHref } from '../../../config/paths'
import { humanize } from '../../../lib/format'
import { roomCount } from '../../../lib/listing-display'
import { useListingsByIds } from '../api/get-listings-by-ids'

const EMPTY = '—'

/** The listings named in the address (?ids=a,b,c): 2 to 4 ids or references, each once; null otherwise. */
export function comparedIds(value: string | null): string[] | null {
  const ids = [...new Set((value ?? '').split(',').map((id) => id.trim()).filter(Boolean))]
  return ids.length >= MIN_COMPARED && ids.length <= MAX_SHORTLIST_COMPARED && ids.every((id) => isPropertyIdentifier(id)) ? ids : null
}

function Cell({ field, summary, property }: { field: ComparedField; summary: PropertySummary; property: PublicProperty }) {
  switch (field) {
    case 'price':
      // A rent or a lease is per month: the comparison's price is the listing's asking price.
      return <ListingPriceTag amount={summary.price} listingType={property.basicInfo.listingType} />
    case 'bedrooms':
    case 'bathrooms':
      return <>{roomCount(summary[field]) ?? EMPTY}</>
    case 'area':
      return <>{displayArea(summary.area, 'sqft') ?? EMPTY}</>
    case 'score':
      return <>{formatPropertyScore(summary.score)}</>
    case 'type':
    case 'status':
      return <>{humanize(summary[field]) || EMPTY}</>
    case 'title':
    case 'location':
      return <>{summary[field] || EMPTY}</>
  }
}

/** /shortlist/compare?ids=…: 2 to 4 listings side by side, the facts on which they differ marked (the domain's comparison). */
export function ComparePage() {
  const [params] = useSearchParams()
  const ids = comparedIds(params.get('ids'))
  const { data: listings, error, isPending, refetch } = useListingsByIds(ids ?? [])

  const back = (
    <Link to={paths.shortlist} className="w-fit rounded-lg bg-white/90 px-3 py-1.5 text-sm font-semibold text-teal-900 hover:bg-white focus-visible:outline-3 focus-visible:outline-amber-500">
      ← My shortlist
    </Link>
  )
  const page = (content: ReactNode) => (
    <div className="flex flex-col gap-5">
      <title>{`Compare listings | ${env.brandName}`}</title>
      {back}
      {content}
    </div>
  )

  if (!ids) return page(<Notice tone="warning">{shortlistMessages.compareRange}.</Notice>)
  if (error) return page(<RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice>)
  if (isPending || !listings) return page(<LoadingDots />)
  if (listings.length < MIN_COMPARED) return page(<Notice tone="warning">{`Fewer than ${MIN_COMPARED} of these listings are still listed, so there is nothing to compare.`}</Notice>)

  const result = compareProperties(listings)
  const differing = differingFields(result)
  return page(
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="compare-heading" className="flex flex-col gap-3">
        <h1 id="compare-heading" className="text-2xl font-extrabold tracking-tight text-slate-900">
          Compare listings
        </h1>
        <p className="text-sm text-slate-600">
          {differing.size === 0 ? 'These listings match on every compared fact.' : `They differ in ${differing.size} of ${COMPARED_FIELDS.length} facts, marked below.`}
        </p>
        <ComparisonTable
          result={result}
          differing={differing}
          caption="Shortlisted listings side by side"
          minWidthClass="min-w-[36rem]"
          heading={(summary, index) => (
            <>
              <Link to={propertyHref(summary.id)} className="font-semibold wrap-anywhere text-teal-800 underline-offset-2 hover:underline">
                {summary.title}
              </Link>
              <span className="block text-xs font-normal text-slate-600">{`For ${listings[index]!.basicInfo.listingType}`}</span>
            </>
          )}
          cell={(field, summary, index) => <Cell field={field} summary={summary} property={listings[index]!} />}
        />
      </section>
    </Card>,
  )
}
