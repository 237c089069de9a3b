import { Link } from 'react-router'
import { type AccessUser, canChangePropertyView, canDeleteProperty, displayArea, formatIndianNumber, formatPropertyScore, hasPrivateOwners, isPublicPropertyStatus, parseVertices, type PropertyView, UNTITLED_PROPERTY } from '@vishwas/domain'
import { Badge } from '../../../components/ui/badge'
import { buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { PlotOutline } from '../../../components/ui/plot-outline'
import { ListingDescription } from '../../../components/ui/listing-description'
import { ListingPriceTag } from '../../../components/ui/price-tag'
import { env } from '../../../config/env'
import { paths, propertyHref, sellerPropertyEditHref, sellerPropertySplitHref, sellerPropertyToolsHref } from '../../../config/paths'
import { humanize } from '../../../lib/format'
import { hasPrice, roomCount } from '../../../lib/listing-display'
import { useProperty } from '../../../lib/property-api'
import { DealerChangesCard } from './dealer-changes-card'
import { DeletePropertyButton } from './delete-property-button'
import { FactsList } from '../../../components/ui/facts-list'
import { OwnershipCard } from './ownership-card'
import { PropertyLoadError } from '../../../components/ui/property-load-error'
import { StatusBadge } from './status-badge'

interface SellerPropertyPageProps {
  /** UUID or PROP- reference, from the path. */
  propertyId: string
  /**
   * The signed-in user: named 'you' among owners and editors, and offered edit, tools and delete
   * only with property access (SPEC §6; the server checks again).
   */
  viewer?: AccessUser
}

/** /seller/properties/{propertyId}: everything the seller recorded about one property, and what to do next. */
export function SellerPropertyPage({ propertyId, viewer }: SellerPropertyPageProps) {
  const { data: property, error, isPending, refetch } = useProperty(propertyId)
  return (
    <div className="flex flex-col gap-5">
      <Link
        to={paths.sellerProperties}
        className="w-fit rounded-lg bg-white/90 px-3 py-1.5 text-sm font-semibold text-teal-900 hover:bg-white focus-visible:outline-3 focus-visible:outline-amber-500"
      >
        ← My Portfolio
      </Link>
      {isPending ? <LoadingDots /> : null}
      {error ? <PropertyLoadError error={error} onRetry={() => void refetch()} /> : null}
      {property ? <SellerPropertyDetails property={property} viewer={viewer} /> : null}
    </div>
  )
}

function SellerPropertyDetails({ property, viewer }: { property: PropertyView; viewer?: AccessUser }) {
  const { basicInfo, location, specifications, financial } = property
  const title = basicInfo.title || UNTITLED_PROPERTY
  const { address } = location
  const addressLine = [address.line1, address.locality, address.city, address.state, address.postalCode, address.country].filter(Boolean).join(', ')
  const corners = parseVertices(location.geofence.vertices).length
  const isPublic = isPublicPropertyStatus(basicInfo.status)
  // The public view comes only to a reader without property access.
  const canManage = viewer ? canChangePropertyView(viewer, property) : !hasPrivateOwners(property)
  // Only owners and admins delete (the server checks again).
  const canDelete = canManage && !hasPrivateOwners(property) && (viewer ? canDeleteProperty(viewer, property) : true)

  return (
    <article aria-labelledby="seller-property-title" className="flex flex-col gap-5">
      <title>{`${title} | ${env.brandName}`}</title>
      <Card className="p-5 sm:p-7">
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={basicInfo.status} />
          <Badge tone="teal">{humanize(basicInfo.type)}</Badge>
          {basicInfo.subType ? <Badge>{humanize(basicInfo.subType)}</Badge> : null}
          <Badge tone="amber">{`For ${basicInfo.listingType}`}</Badge>
        </div>
        <h1 id="seller-property-title" className="mt-3 text-2xl wrap-anywhere font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Reference <span className="font-mono font-semibold text-slate-800">{property.reference}</span>
        </p>
        <div className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <p className="text-3xl font-extrabold text-teal-900">
            <ListingPriceTag amount={financial.pricing.totalPrice} listingType={basicInfo.listingType} />
          </p>
          {/* The price is shown once: the tag carries the full figure for screen readers and as its tooltip. */}
          {financial.pricing.negotiable && hasPrice(financial.pricing.totalPrice) ? <p className="text-sm text-slate-600">Negotiable</p> : null}
        </div>
        <nav aria-label="Property actions" className="mt-5 flex flex-wrap gap-2">
          {canManage ? (
            <>
              <Link to={sellerPropertyEditHref(property.id)} className={buttonClasses('primary')}>
                Edit
              </Link>
              <Link to={sellerPropertyToolsHref(property.id)} className={buttonClasses('secondary')}>
                Tools
              </Link>
              <Link to={sellerPropertySplitHref(property.id)} className={buttonClasses('secondary')}>
                Split
              </Link>
            </>
          ) : null}
          {isPublic ? (
            <Link to={propertyHref(property.id)} className={buttonClasses('secondary')}>
              View public page
            </Link>
          ) : null}
          {canManage && canDelete ? <DeletePropertyButton property={property} /> : null}
        </nav>
        {canManage ? null : (
          <p className="mt-3 text-sm text-slate-600">You can view this listing, but only its owners, creator, lister, dealers (with their teams' admins and agents) and admins can change it.</p>
        )}
        {isPublic ? null : (
          <p className="mt-3 text-sm text-slate-600">
            Buyers do not see this listing while it is {humanize(basicInfo.status).toLowerCase()}; it appears once its status is active, sold or rented.
          </p>
        )}
      </Card>

      <div className="grid gap-5 md:grid-cols-2">
        <Card className="overflow-hidden">
          <figure>
            <PlotOutline
              vertices={location.geofence.vertices}
              label={corners >= 3 ? `Boundary of the plot, ${corners} corners` : 'No boundary recorded for this plot'}
              className="aspect-square w-full"
            />
            <figcaption className="px-4 py-3 text-sm text-slate-600">
              {corners >= 3 ? `Boundary from the geofence, ${corners} corners. North is up.` : 'No boundary drawn yet: add one in the editor.'}
            </figcaption>
          </figure>
        </Card>
        <Card className="flex flex-col gap-6 p-5 sm:p-6">
          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="text-base font-bold text-slate-900">
              Property facts
            </h2>
            <FactsList
              className="mt-3"
              facts={[
                { label: 'Address', value: addressLine, wide: true },
                { label: 'Area', value: displayArea(specifications.area.total, specifications.area.unit) },
                { label: 'Bedrooms', value: roomCount(specifications.rooms.bedrooms) },
                { label: 'Bathrooms', value: roomCount(specifications.rooms.bathrooms) },
                { label: 'Floors', value: specifications.floors },
                { label: 'Facing', value: humanize(specifications.facing) },
                { label: 'Year built', value: specifications.yearBuilt },
                { label: 'Construction', value: humanize(basicInfo.constructionStatus) },
                { label: 'Furnishing', value: humanize(basicInfo.furnished) },
                { label: 'RERA number', value: basicInfo.reraNumber ? <span className="font-mono">{basicInfo.reraNumber}</span> : undefined, wide: true },
                { label: 'Views', value: formatIndianNumber(property.analytics.views) },
                { label: 'Property score', value: formatPropertyScore(property.evaluation.propertyScore) },
              ]}
            />
          </section>
        </Card>
      </div>

      <ListingDescription property={property} />

      <OwnershipCard property={property} viewerId={viewer?.did} canManage={canManage} />

      {canManage ? <DealerChangesCard propertyId={property.id} /> : null}
    </article>
  )
}
