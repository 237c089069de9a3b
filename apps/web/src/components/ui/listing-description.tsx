// What a listing says of itself beyond its facts: the seller's description, its amenities and
// what is nearby. Shown on the property page and on the seller's view of it; nothing when it has none.
import type { Property } from '@vishwas/domain'
import { humanize } from '../../lib/format'
import { Card } from './card'

function TagList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <section aria-label={title}>
      <h2 className="text-base font-bold text-slate-900">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-900 ring-1 ring-teal-700/15">
            {humanize(item)}
          </li>
        ))}
      </ul>
    </section>
  )
}

export function ListingDescription({ property }: { property: Pick<Property, 'basicInfo' | 'amenities' | 'surrounding'> }) {
  const { description } = property.basicInfo
  if (!description && property.amenities.length === 0 && property.surrounding.length === 0) return null
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      {description ? (
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-base font-bold text-slate-900">
            About this property
          </h2>
          <p className="mt-2 whitespace-pre-line wrap-anywhere text-slate-700">{description}</p>
        </section>
      ) : null}
      <TagList title="Amenities" items={property.amenities} />
      <TagList title="Nearby" items={property.surrounding} />
    </Card>
  )
}
