import { Link } from 'react-router'
import { UNTITLED_PROPERTY, coverImage, displayArea, type ListingVerification, type PropertyType, type PropertyView } from '@vishwas/domain'
import { Badge } from '../../../components/ui/badge'
import { CoverPhoto } from '../../../components/ui/cover-photo'
import { ListingCheckSummary } from '../../../components/ui/listing-checks'
import { PlotOutline } from '../../../components/ui/plot-outline'
import { ListingPriceTag } from '../../../components/ui/price-tag'
import { ShortlistHeartSlot } from '../../../components/ui/shortlist-heart-slot'
import { propertyHref } from '../../../config/paths'
import { humanize, plural } from '../../../lib/format'
import { roomCount } from '../../../lib/listing-display'

/** A listing as the public list answers it: its view and what has been verified about it. */
export type ListedProperty = PropertyView & { verification: ListingVerification }

export function locationLine(property: PropertyView): string {
  const { locality, city, state } = property.location.address
  return [locality, city, state].filter(Boolean).join(', ')
}

// Until listings have photos, each card's picture is its place and kind: a colour and a symbol
// per property type, the locality and the key figures large, and the plot's outline beside them,
// so two listings never look the same.
const typeLooks: Record<PropertyType, { panel: string; ink: string; icon: string }> = {
  residential: { panel: 'from-teal-50 to-emerald-100', ink: 'text-teal-950', icon: 'M3 11 12 4l9 7 M5 10v10h14V10 M10 20v-6h4v6' },
  commercial: { panel: 'from-sky-50 to-indigo-100', ink: 'text-indigo-950', icon: 'M4 21V5l8-2v18 M12 9h8v12 M7 8h2 M7 12h2 M7 16h2 M15 13h2 M15 17h2 M2 21h20' },
  agricultural: { panel: 'from-lime-50 to-green-100', ink: 'text-green-950', icon: 'M12 21V9 M12 13c-4 0-6-3-6-7 4 0 6 3 6 7z M12 11c0-4 2-7 6-7 0 4-2 7-6 7z M4 21h16' },
  industrial: { panel: 'from-stone-100 to-zinc-200', ink: 'text-stone-950', icon: 'M3 21V11l6 3v-3l6 3V5h4v16z M2 21h20' },
  land: { panel: 'from-amber-50 to-orange-100', ink: 'text-amber-950', icon: 'M4 20 8 6l8 2 4 12z M6 4v6 M6 4l5 1.5L6 7' },
}

/** '3 BHK · Apartment', 'Plot', 'Agricultural': what the listing is, in the words buyers search. */
function kindLine(property: PropertyView): string {
  const { type, subType } = property.basicInfo
  const bedrooms = roomCount(property.specifications.rooms.bedrooms)
  const kind = humanize(subType) || humanize(type)
  return type === 'residential' && bedrooms ? `${bedrooms} BHK · ${kind}` : kind
}

/** The picture of a listing without photos: its place, kind and size, over its type's colour, with the plot's outline. */
function PlaceAndKind({ property }: { property: PropertyView }) {
  const { basicInfo, location, specifications } = property
  const look = typeLooks[basicInfo.type]
  const area = displayArea(specifications.area.total, specifications.area.unit)
  return (
    <div className={`relative aspect-[16/9] overflow-hidden bg-linear-to-br ${look.panel}`}>
      <div className="absolute top-9 right-3 bottom-3 w-[40%] overflow-hidden rounded-lg shadow-sm ring-1 ring-black/10">
        <PlotOutline vertices={location.geofence.vertices} className="size-full" />
      </div>
      <div className={`absolute bottom-3 left-3 flex max-w-[55%] flex-col gap-0.5 ${look.ink}`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mb-1 size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d={look.icon} />
        </svg>
        <p className="text-lg leading-tight font-extrabold wrap-anywhere">{location.address.locality || location.address.city}</p>
        <p className="text-sm font-bold">{kindLine(property)}</p>
        {area ? <p className="text-sm font-semibold">{area}</p> : null}
      </div>
      <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
        <Badge tone="teal">{humanize(basicInfo.type)}</Badge>
      </div>
      <Badge tone={basicInfo.status === 'active' ? 'emerald' : 'amber'} className="absolute top-2 right-2">
        <span className="sr-only">Status: </span>
        {humanize(basicInfo.status)}
      </Badge>
    </div>
  )
}

/** One listing: its place and kind (until photos arrive), price, title, what has been checked and key specs. */
export function ListingCard({ property }: { property: ListedProperty }) {
  const { basicInfo, specifications } = property
  const title = basicInfo.title || UNTITLED_PROPERTY
  const bedrooms = roomCount(specifications.rooms.bedrooms)
  const bathrooms = roomCount(specifications.rooms.bathrooms)
  const titleId = `listing-${property.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-white/70 bg-white/95 shadow-md shadow-slate-900/5 transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-3 focus-within:ring-amber-400"
    >
      {coverImage(property.media) ? (
      <div className="relative">
        <CoverPhoto media={property.media} alt={`Photo of ${title}`} className="aspect-[16/9] w-full" />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          <Badge tone="teal">{humanize(basicInfo.type)}</Badge>
          {basicInfo.subType ? <Badge tone="slate">{humanize(basicInfo.subType)}</Badge> : null}
        </div>
        <Badge tone={basicInfo.status === 'active' ? 'emerald' : 'amber'} className="absolute top-2 right-2">
          <span className="sr-only">Status: </span>
          {humanize(basicInfo.status)}
        </Badge>
      </div>
      ) : (
        <PlaceAndKind property={property} />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <p className="text-xl font-bold text-slate-900">
            <ListingPriceTag amount={property.financial.pricing.totalPrice} listingType={basicInfo.listingType} />
          </p>
          <ShortlistHeartSlot propertyId={property.id} title={title} placement="card" />
        </div>
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
        <ListingCheckSummary listing={property} verification={property.verification} />
        <ul aria-label="Key facts" className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
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
