import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { displayArea, formatIndianNumber, formatPropertyScore, formatRupees, hasPrivateOwners, type ListingVerification, parseVertices, type PropertyView, UNTITLED_PROPERTY } from '@vishwas/domain'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { ListingCheckList } from '../../../components/ui/listing-checks'
import { ListingDescription } from '../../../components/ui/listing-description'
import { PlotOutline } from '../../../components/ui/plot-outline'
import { ListingPriceTag } from '../../../components/ui/price-tag'
import { ShortlistHeartSlot } from '../../../components/ui/shortlist-heart-slot'
import { env } from '../../../config/env'
import { formatDate, humanize } from '../../../lib/format'
import { hasPrice, roomCount } from '../../../lib/listing-display'
import { FactsList } from '../../../components/ui/facts-list'
import { PrivateOwnership } from '../../../components/ui/private-ownership'

/**
 * One listing as the public sees it: its owners are "Owner" and whether ownership is verified (the
 * server names no one), and what has actually been checked for it.
 */
export function PropertyDetails({ property, gallery, actions }: { property: PropertyView & { verification: ListingVerification }; gallery?: ReactNode; actions?: ReactNode }) {
  const { basicInfo, location, specifications, financial, metadata } = property
  const title = basicInfo.title || UNTITLED_PROPERTY
  const { address } = location
  const corners = parseVertices(location.geofence.vertices).length
  const addressLine = [address.line1, address.locality, address.city, address.state, address.postalCode].filter(Boolean).join(', ')
  const { pricing } = financial

  return (
    <article aria-labelledby="property-title" className="flex flex-col gap-5">
      <title>{`${title} | ${env.brandName}`}</title>
      <Link to="/" className="w-fit rounded-lg bg-white/90 px-3 py-1.5 text-sm font-semibold text-teal-900 hover:bg-white focus-visible:outline-3 focus-visible:outline-amber-500">
        ← All listings
      </Link>

      <Card className="p-5 sm:p-7">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="teal">{humanize(basicInfo.type)}</Badge>
          {basicInfo.subType ? <Badge>{humanize(basicInfo.subType)}</Badge> : null}
          <Badge tone={basicInfo.status === 'active' ? 'emerald' : 'amber'}>{humanize(basicInfo.status)}</Badge>
          <Badge tone="amber">{`For ${basicInfo.listingType}`}</Badge>
        </div>
        <h1 id="property-title" className="mt-3 text-2xl wrap-anywhere font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1 wrap-anywhere text-slate-600">{addressLine}</p>
        <div className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <p className="text-3xl font-extrabold text-teal-900">
            <ListingPriceTag amount={pricing.totalPrice} listingType={basicInfo.listingType} />
          </p>
          <p className="text-sm text-slate-600">
            {[hasPrice(pricing.totalPrice) ? formatRupees(pricing.totalPrice) : '', pricing.pricePerSqft ? `${formatRupees(pricing.pricePerSqft)} per sq.ft.` : '', pricing.negotiable ? 'Negotiable' : '']
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="mt-4 empty:hidden">
          <ShortlistHeartSlot propertyId={property.id} title={title} placement="page" />
        </div>
        <section aria-labelledby="checks-heading" className="mt-5 border-t border-slate-100 pt-4">
          <h2 id="checks-heading" className="text-base font-bold text-slate-900">
            Checked for this listing
          </h2>
          <ListingCheckList className="mt-2" listing={property} verification={property.verification} />
        </section>
      </Card>

      {actions}

      {gallery}

      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card className="overflow-hidden">
          <figure>
            <PlotOutline
              vertices={location.geofence.vertices}
              label={corners >= 3 ? `Boundary of the plot, ${corners} corners` : 'No boundary recorded for this plot'}
              className="aspect-square w-full"
            />
            <figcaption className="px-4 py-3 text-sm text-slate-600">
              {corners >= 3 ? `Plot boundary as drawn by the seller, ${corners} corners` : 'No boundary drawn yet'}. North is up.
            </figcaption>
          </figure>
        </Card>
        <Card className="flex flex-col gap-6 p-5 sm:p-6">
          <section aria-labelledby="specs-heading">
            <h2 id="specs-heading" className="text-base font-bold text-slate-900">
              Specifications
            </h2>
            <FactsList
              className="mt-3"
              facts={[
                { label: 'Area', value: displayArea(specifications.area.total, specifications.area.unit) },
                { label: 'Bedrooms', value: roomCount(specifications.rooms.bedrooms) },
                { label: 'Bathrooms', value: roomCount(specifications.rooms.bathrooms) },
                { label: 'Floors', value: specifications.floors },
                { label: 'Facing', value: humanize(specifications.facing) },
                { label: 'Year built', value: specifications.yearBuilt },
                { label: 'Construction', value: humanize(basicInfo.constructionStatus) },
                { label: 'Furnishing', value: humanize(basicInfo.furnished) },
              ]}
            />
          </section>
          <section aria-labelledby="listing-heading">
            <h2 id="listing-heading" className="text-base font-bold text-slate-900">
              Listing
            </h2>
            <FactsList
              className="mt-3"
              facts={[
                { label: 'Reference', value: <span className="font-mono">{property.reference}</span>, wide: true },
                { label: 'RERA number', value: basicInfo.reraNumber ? <span className="font-mono">{basicInfo.reraNumber}</span> : undefined, wide: true },
                { label: 'Listed', value: formatDate(metadata.createdAt) },
                { label: 'Updated', value: formatDate(metadata.updatedAt) },
                { label: 'Views', value: formatIndianNumber(property.analytics.views) },
                { label: 'Property score', value: formatPropertyScore(property.evaluation.propertyScore) },
              ]}
            />
          </section>
          <section aria-labelledby="ownership-heading">
            <h2 id="ownership-heading" className="text-base font-bold text-slate-900">
              Ownership
            </h2>
            {hasPrivateOwners(property) ? (
              <PrivateOwnership className="mt-3" property={property} />
            ) : (
              <p className="mt-3 text-sm text-slate-700">{`${property.ownership.owners.length} ${property.ownership.owners.length === 1 ? 'owner' : 'owners'} on record`}</p>
            )}
          </section>
        </Card>
      </div>

      <ListingDescription property={property} />
    </article>
  )
}
