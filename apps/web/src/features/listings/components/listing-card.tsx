import { Link } from 'react-router'
import { UNTITLED_PROPERTY, coverImage, displayArea, type PropertyView } from '@vishwas/domain'
import { Badge } from '../../../components/ui/badge'
import { CoverPhoto } from '../../../components/ui/cover-photo'
import { PlotOutline } from '../../../components/ui/plot-outline'
import { ListingPriceTag } from '../../../components/ui/price-tag'
import { propertyHref } from '../../../config/paths'
import { humanize, plural } from '../../../lib/format'
import { roomCount } from '../../../lib/listing-display'

export function locationLine(property: PropertyView): string {
  const { locality, city, state } = property.location.address
  return [locality, city, state].filter(Boolean).join(', ')
}

/** One listing: its plot drawn from the boundary, price, place and key specs. */
export function ListingCard({ property }: { property: PropertyView }) {
  const { basicInfo, specifications } = property
  const title = basicInfo.title || UNTITLED_PROPERTY
  const bedrooms = roomCount(specifications.rooms.bedrooms)
  const bathrooms = roomCount(specifications.rooms.bathrooms)
  const area = displayArea(specifications.area.total, specifications.area.unit)
  const titleId = `listing-${property.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-white/70 bg-white/95 shadow-md shadow-slate-900/5 transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-3 focus-within:ring-amber-400"
    >
      <div className="relative">
        {coverImage(property.media) ? (
          <CoverPhoto media={property.media} alt={`Photo of ${title}`} className="aspect-[16/9] w-full" />
        ) : (
          <PlotOutline vertices={property.location.geofence.vertices} aspect={16 / 9} className="aspect-[16/9] w-full" />
        )}
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          <Badge tone="teal">{humanize(basicInfo.type)}</Badge>
          {basicInfo.subType ? <Badge tone="slate">{humanize(basicInfo.subType)}</Badge> : null}
        </div>
        <Badge tone={basicInfo.status === 'active' ? 'emerald' : 'amber'} className="absolute top-2 right-2">
          <span className="sr-only">Status: </span>
          {humanize(basicInfo.status)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xl font-bold text-slate-900">
          <ListingPriceTag amount={property.financial.pricing.totalPrice} listingType={basicInfo.listingType} />
        </p>
        <h3 id={titleId} className="text-base leading-snug font-semibold wrap-anywhere text-slate-900">
          <Link to={propertyHref(property.id)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {title}
          </Link>
        </h3>
        <p className="flex items-start gap-1 text-sm text-slate-600">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-teal-700" fill="currentColor">
            <path d="M10 2a6 6 0 0 0-6 6c0 4.4 6 10 6 10s6-5.6 6-10a6 6 0 0 0-6-6zm0 8a2 2 0 1 1 0-4 2 2 0 0 1 0 4z" />
          </svg>
          <span>{locationLine(property)}</span>
        </p>
        <ul aria-label="Key facts" className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
          {area ? <li>{area}</li> : null}
          {bedrooms ? <li>{plural(bedrooms, 'bed')}</li> : null}
          {bathrooms ? <li>{plural(bathrooms, 'bath')}</li> : null}
          <li className="ml-auto">
            <Badge tone="amber">{`For ${basicInfo.listingType}`}</Badge>
          </li>
        </ul>
      </div>
    </article>
  )
}
