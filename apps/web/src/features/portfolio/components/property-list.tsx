import { Link } from 'react-router'
import { UNTITLED_PROPERTY, displayArea, type Property, type PropertyStatus } from '@vishwas/domain'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { ListingPriceTag } from '../../../components/ui/price-tag'
import { formatDate, humanize } from '../../../lib/format'
import { roomCount } from '../../../lib/listing-display'
import { MEDIUM_SCREEN, useMediaQuery } from '../hooks/use-media-query'
import { PropertyActions } from './property-actions'
import { sellerPropertyHref } from '../../../config/paths'

const statusTones: Record<PropertyStatus, BadgeTone> = {
  draft: 'slate',
  active: 'emerald',
  pending: 'amber',
  sold: 'teal',
  rented: 'teal',
  inactive: 'rose',
}

const number = new Intl.NumberFormat('en-IN')
const checkbox = 'size-5 shrink-0 rounded border-slate-400 accent-teal-800 focus-visible:outline-3 focus-visible:outline-amber-500'

export interface PropertyListProps {
  properties: readonly Property[]
  isSelected: (id: string) => boolean
  onToggle: (property: Property) => void
  onToggleAll: (properties: readonly Property[]) => void
  onExport: (property: Property) => void
  exportingReference?: string
}

const titleOf = (property: Property) => property.basicInfo.title || UNTITLED_PROPERTY

function StatusBadge({ status }: { status: PropertyStatus }) {
  return (
    <Badge tone={statusTones[status] ?? 'slate'}>
      <span className="sr-only">Status: </span>
      {humanize(status)}
    </Badge>
  )
}

function Price({ property }: { property: Property }) {
  return <ListingPriceTag amount={property.financial.pricing.totalPrice} listingType={property.basicInfo.listingType} />
}

function TitleLink({ property, id }: { property: Property; id?: string }) {
  return (
    <Link id={id} to={sellerPropertyHref(property.id)} className="font-semibold wrap-anywhere text-slate-900 underline-offset-2 hover:text-teal-800 hover:underline focus-visible:outline-3 focus-visible:outline-amber-500">
      {titleOf(property)}
    </Link>
  )
}

function SelectBox({ property, isSelected, onToggle }: Pick<PropertyListProps, 'isSelected' | 'onToggle'> & { property: Property }) {
  return <input type="checkbox" className={checkbox} checked={isSelected(property.id)} onChange={() => onToggle(property)} aria-label={`Select ${titleOf(property)}`} />
}

/** Below md: one card per property, everything stacked so it reads at 360 px. */
function PropertyCards(props: PropertyListProps) {
  const allSelected = props.properties.length > 0 && props.properties.every((property) => props.isSelected(property.id))
  return (
    <div className="flex flex-col gap-3">
      <label className="flex min-h-11 items-center gap-3 self-start rounded-xl bg-white/90 px-4 text-sm font-medium text-slate-800">
        <input type="checkbox" className={checkbox} checked={allSelected} onChange={() => props.onToggleAll(props.properties)} />
        Select all on this page
      </label>
      <ul className="flex flex-col gap-3">
      {props.properties.map((property) => {
        const titleId = `portfolio-card-${property.id}`
        const { area, rooms } = property.specifications
        const areaText = displayArea(area.total, area.unit)
        const bedrooms = roomCount(rooms.bedrooms)
        return (
          <li key={property.id}>
            <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-white/70 bg-white/95 p-4 shadow-sm">
              <div className="flex items-start gap-3">
                <SelectBox property={property} isSelected={props.isSelected} onToggle={props.onToggle} />
                <div className="min-w-0 flex-1">
                  <h3 className="leading-snug">
                    <TitleLink property={property} id={titleId} />
                  </h3>
                  <p className="text-xs break-all text-slate-500">{property.reference}</p>
                </div>
                <StatusBadge status={property.basicInfo.status} />
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-500">Price</dt>
                <dd className="font-semibold text-slate-900">
                  <Price property={property} />
                </dd>
                <dt className="text-slate-500">Type</dt>
                <dd>{humanize(property.basicInfo.type)}</dd>
                <dt className="text-slate-500">City</dt>
                <dd>{property.location.address.city}</dd>
                {areaText ? (
                  <>
                    <dt className="text-slate-500">Area</dt>
                    <dd>{areaText}</dd>
                  </>
                ) : null}
                {bedrooms ? (
                  <>
                    <dt className="text-slate-500">Bedrooms</dt>
                    <dd>{bedrooms}</dd>
                  </>
                ) : null}
                <dt className="text-slate-500">Views</dt>
                <dd>{number.format(property.analytics.views)}</dd>
              </dl>
              <PropertyActions property={property} onExport={props.onExport} isExporting={props.exportingReference === property.reference} />
            </article>
          </li>
        )
      })}
      </ul>
    </div>
  )
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase'
const td = 'px-3 py-3 align-top text-sm text-slate-800'

/** From md up: a table, one row per property. */
function PropertyTable(props: PropertyListProps) {
  const allSelected = props.properties.length > 0 && props.properties.every((property) => props.isSelected(property.id))
  return (
    <div className="overflow-x-auto rounded-2xl border border-white/70 bg-white/95 shadow-sm">
      <table className="w-full border-collapse">
        <caption className="sr-only">My properties</caption>
        <thead className="border-b border-slate-200 bg-slate-50/80">
          <tr>
            <th scope="col" className={th}>
              <input type="checkbox" className={checkbox} checked={allSelected} onChange={() => props.onToggleAll(props.properties)} aria-label="Select all on this page" />
            </th>
            <th scope="col" className={th}>
              Property
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} text-right`}>
              Price
            </th>
            <th scope="col" className={th}>
              Area
            </th>
            <th scope="col" className={`${th} text-right`}>
              Views
            </th>
            <th scope="col" className={th}>
              Updated
            </th>
            <th scope="col" className={th}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {props.properties.map((property) => {
            const { area } = property.specifications
            return (
              <tr key={property.id} className={props.isSelected(property.id) ? 'bg-teal-50/70' : undefined}>
                <td className={td}>
                  <SelectBox property={property} isSelected={props.isSelected} onToggle={props.onToggle} />
                </td>
                <th scope="row" className={`${td} text-left font-normal`}>
                  <TitleLink property={property} />
                  <p className="text-xs text-slate-500">
                    {property.reference} · {humanize(property.basicInfo.type)} · {property.location.address.city}
                  </p>
                </th>
                <td className={td}>
                  <StatusBadge status={property.basicInfo.status} />
                </td>
                <td className={`${td} text-right font-semibold whitespace-nowrap`}>
                  <Price property={property} />
                </td>
                <td className={`${td} whitespace-nowrap`}>{displayArea(area.total, area.unit) ?? '—'}</td>
                <td className={`${td} text-right`}>{number.format(property.analytics.views)}</td>
                <td className={`${td} whitespace-nowrap`}>{formatDate(property.metadata.updatedAt) ?? '—'}</td>
                <td className={td}>
                  <PropertyActions property={property} onExport={props.onExport} isExporting={props.exportingReference === property.reference} nowrap />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** The seller's properties: cards on small screens, a table from md up. */
export function PropertyList(props: PropertyListProps) {
  const isWide = useMediaQuery(MEDIUM_SCREEN)
  return isWide ? <PropertyTable {...props} /> : <PropertyCards {...props} />
}
