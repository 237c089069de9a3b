import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { UNTITLED_PROPERTY, formatArea, formatRupees } from '@vishwas/domain'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { PropertyLoadError } from '../../../components/ui/property-load-error'
import { env } from '../../../config/env'
import { adminPropertyEditHref, adminPropertyToolsHref, propertyHref } from '../../../config/paths'
import { formatDate, humanize } from '../../../lib/format'
import { useAdminProperty, type AdminProperty } from '../api/get-admin-property'
import { FeatureButton } from './feature-button'
import { statusTones } from './property-manager-page'
import { PropertyHistory } from './property-history'
import { ScorePanel } from './score-panel'
import { headingClass, linkClass } from './styles'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="wrap-anywhere text-sm text-slate-900">{children}</dd>
    </div>
  )
}

function People({ data }: { data: AdminProperty }) {
  return (
    <section aria-labelledby="people-heading" className="grid gap-2">
      <h2 id="people-heading" className="text-lg font-bold text-slate-900">
        Owners and dealer
      </h2>
      <ul className="grid gap-1">
        {data.owners.map((owner) => (
          <li key={owner.userId} className="rounded-lg bg-slate-50 px-3 py-1.5 text-sm text-slate-800 ring-1 ring-slate-200 wrap-anywhere">
            <span className="font-semibold">{owner.name || 'Unnamed user'}</span> · {owner.share}% {humanize(owner.ownershipType).toLowerCase()} · since {formatDate(owner.since)}
            {owner.phoneNumber ? ` · ${owner.phoneNumber}` : ''} · KYC {humanize(owner.kycStatus ?? 'unknown').toLowerCase()}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-800">
        {data.dealer ? (
          <>
            Dealer: <span className="font-semibold">{data.dealer.name || 'Unnamed dealer'}</span>
            {data.dealer.phoneNumber ? ` · ${data.dealer.phoneNumber}` : ''}
          </>
        ) : (
          'No dealer represents this listing.'
        )}
      </p>
    </section>
  )
}

/**
 * /admin/property/{propertyId}: the listing as admins see it, with its owners, dealer, score and
 * history; `children` are the panels the route adds (documents, splits and merges, audit trail).
 */
export function AdminPropertyPage({ propertyId, children }: { propertyId: string; children?: (property: AdminProperty['property']) => ReactNode }) {
  const { data, error, isPending, refetch } = useAdminProperty(propertyId)
  if (isPending) return <LoadingDots className="min-h-64" />
  if (error) {
    return (
      <Card className="grid gap-3 p-5">
        <h1 className={headingClass}>Property</h1>
        <PropertyLoadError error={error} onRetry={() => void refetch()} />
      </Card>
    )
  }
  const { property } = data
  const title = property.basicInfo.title || UNTITLED_PROPERTY
  const status = property.basicInfo.status
  const names = new Map<string, string>([...data.owners.map((owner) => [owner.userId, owner.name] as const), ...(data.dealer ? [[data.dealer.userId, data.dealer.name] as const] : [])])
  const nameOf = (userId: string) => names.get(userId) || `user ${userId.slice(0, 8)}`
  const area = property.specifications.area
  return (
    <div className="grid gap-4">
      <title>{`${title} | Admin | ${env.brandName}`}</title>
      <Card className="grid gap-4 p-4 sm:p-6">
        <div className="grid gap-2">
          <h1 className={`${headingClass} wrap-anywhere`}>{title}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span className="font-mono">{property.reference}</span>
            <Badge tone={statusTones[status] ?? 'slate'}>{humanize(status)}</Badge>
            {data.featured ? <Badge tone="amber">Featured since {formatDate(data.featured.featuredAt)}</Badge> : null}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <Link className={linkClass} to={adminPropertyEditHref(property.id)}>
              Edit
            </Link>
            <Link className={linkClass} to={adminPropertyToolsHref(property.id)}>
              Tools
            </Link>
            <Link className={linkClass} to={propertyHref(property.id)}>
              Public page
            </Link>
            <FeatureButton propertyId={property.id} title={title} isFeatured={data.featured !== null} isActive={status === 'active'} />
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label="Type">
            {humanize(property.basicInfo.type)}
            {property.basicInfo.subType ? `, ${humanize(property.basicInfo.subType).toLowerCase()}` : ''}
          </Fact>
          <Fact label="Listing">{humanize(property.basicInfo.listingType ?? 'sale')}</Fact>
          <Fact label="Place">{[property.location.address.locality, property.location.address.city, property.location.address.state].filter(Boolean).join(', ')}</Fact>
          <Fact label="Price">{formatRupees(property.financial.pricing.totalPrice)}</Fact>
          <Fact label="Area">{area.total ? formatArea(area.total, area.unit) : 'Not given'}</Fact>
          <Fact label="Views">{property.analytics.views ?? 0}</Fact>
          <Fact label="Created">{formatDate(property.metadata.createdAt)}</Fact>
          <Fact label="Last changed">{formatDate(property.metadata.updatedAt)}</Fact>
        </dl>
        <People data={data} />
        <ScorePanel propertyId={property.id} />
        <PropertyHistory history={data.history} nameOf={nameOf} />
      </Card>
      {children?.(property)}
    </div>
  )
}
