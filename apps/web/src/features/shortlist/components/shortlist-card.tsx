import { Link } from 'react-router'
import { UNTITLED_PROPERTY, displayArea, type PublicProperty } from '@vishwas/domain'
import { Badge } from '../../../components/ui/badge'
import { ListingPriceTag } from '../../../components/ui/price-tag'
import { propertyHref } from '../../../config/paths'
import { humanize, plural } from '../../../lib/format'
import { roomCount } from '../../../lib/listing-display'
import { ShortlistHeart } from './shortlist-heart'

interface ShortlistCardProps {
  property: PublicProperty
  isSelected: boolean
  /** Another cannot be ticked once the most that can be compared are. */
  canSelect: boolean
  onSelectedChange: (selected: boolean) => void
}

/** A shortlisted listing: its price, place and key facts, the heart, and a tick to compare it. */
export function ShortlistCard({ property, isSelected, canSelect, onSelectedChange }: ShortlistCardProps) {
  const { basicInfo, specifications, location } = property
  const title = basicInfo.title || UNTITLED_PROPERTY
  const area = displayArea(specifications.area.total, specifications.area.unit)
  const bedrooms = roomCount(specifications.rooms.bedrooms)
  const place = [location.address.locality, location.address.city, location.address.state].filter(Boolean).join(', ')
  const titleId = `shortlisted-${property.id}`
  return (
    <article aria-labelledby={titleId} className={`relative flex w-full flex-col gap-2 rounded-2xl border bg-white/95 p-4 pb-16 shadow-md ${isSelected ? 'border-teal-600 ring-2 ring-teal-600' : 'border-white/70'}`}>
      <div className="flex flex-wrap gap-1.5">
        <Badge tone="teal">{humanize(basicInfo.type)}</Badge>
        <Badge tone="amber">{`For ${basicInfo.listingType}`}</Badge>
        {basicInfo.status === 'active' ? null : <Badge tone="rose">{humanize(basicInfo.status)}</Badge>}
      </div>
      <p className="text-xl font-bold text-slate-900">
        <ListingPriceTag amount={property.financial.pricing.totalPrice} listingType={basicInfo.listingType} />
      </p>
      <h2 id={titleId} className="text-base leading-snug font-semibold wrap-anywhere text-slate-900">
        <Link to={propertyHref(property.id)} className="text-teal-900 underline-offset-2 hover:underline">
          {title}
        </Link>
      </h2>
      <p className="text-sm text-slate-600">{place}</p>
      <ul aria-label="Key facts" className="flex flex-wrap gap-x-4 text-sm text-slate-700">
        {area ? <li>{area}</li> : null}
        {bedrooms ? <li>{plural(bedrooms, 'bed')}</li> : null}
      </ul>
      <label className="absolute bottom-3 left-4 flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={isSelected}
          disabled={!isSelected && !canSelect}
          onChange={(event) => onSelectedChange(event.target.checked)}
          aria-label={`Compare ${title}`}
          className="size-5 accent-teal-700"
        />
        Compare
      </label>
      <div className="absolute right-3 bottom-3">
        <ShortlistHeart propertyId={property.id} title={title} placement="card" />
      </div>
    </article>
  )
}
