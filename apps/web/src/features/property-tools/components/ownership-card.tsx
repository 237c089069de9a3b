import { SYSTEM_USER, hasPrivateOwners, type Property, type PropertyView } from '@vishwas/domain'
import { PrivateOwnership } from '../../../components/ui/private-ownership'
import { Card } from '../../../components/ui/card'
import { humanize } from '../../../lib/format'
import { FactsList } from '../../../components/ui/facts-list'
import { PendingInvitations } from './pending-invitations'
import { timestamp } from './timestamp'

interface OwnershipCardProps {
  property: PropertyView
  /** The signed-in user, named 'you' where they appear. */
  viewerId?: string
  /** Whether the viewer manages the listing (and so sees who is invited to it). */
  canManage?: boolean
}

/**
 * Owners with their shares, the curating dealer, who created and changed the listing when, and
 * who is invited; to a reader without property access only "Owner" and whether it is verified.
 */
export function OwnershipCard({ property, viewerId, canManage = false }: OwnershipCardProps) {
  if (hasPrivateOwners(property)) {
    return (
      <Card className="flex flex-col gap-3 p-5 sm:p-6">
        <h2 className="text-base font-bold text-slate-900">Owners</h2>
        <PrivateOwnership property={property} />
        <p className="text-sm text-slate-600">Owners are named only to the people who manage this listing.</p>
      </Card>
    )
  }
  return <NamedOwnership property={property} viewerId={viewerId} canManage={canManage} />
}

function NamedOwnership({ property, viewerId, canManage }: { property: Property; viewerId?: string; canManage: boolean }) {
  const { owners, ownerId } = property.ownership
  const dealerId = property.dealerInfo.currentDealer?.userId
  const { metadata } = property
  // People by name where the listing names them; the id only for someone it does not.
  const names = new Map(owners.flatMap((owner) => (owner.name ? [[owner.userId, owner.name] as const] : [])))
  const person = (userId: string | undefined) => {
    if (!userId) return undefined
    if (userId === SYSTEM_USER) return 'System'
    if (userId === viewerId) return 'You'
    return names.get(userId) ?? <span className="font-mono text-xs break-all">{userId}</span>
  }

  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6">
      <section aria-labelledby="owners-heading">
        <h2 id="owners-heading" className="text-base font-bold text-slate-900">
          Owners
        </h2>
        {owners.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-2">
            {owners.map((owner) => (
              <li key={owner.userId} className="rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
                <p className="font-semibold text-slate-900">
                  {owner.name || 'Unnamed owner'}
                  {owner.userId === ownerId ? <span className="ml-2 text-xs font-medium text-teal-800">Primary owner</span> : null}
                </p>
                <p className="text-slate-600">
                  {[owner.share !== undefined ? `${owner.share}% share` : undefined, owner.ownershipType ? humanize(owner.ownershipType) : undefined]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {owner.userId === viewerId ? <p className="text-slate-500">You</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No owners are recorded for this property.</p>
        )}
        {ownerId && !owners.some((owner) => owner.userId === ownerId) ? (
          <FactsList className="mt-3" facts={[{ label: 'Primary owner', value: person(ownerId), wide: true }]} />
        ) : null}
      </section>

      {canManage ? <PendingInvitations propertyId={property.id} /> : null}

      <section aria-labelledby="dealer-heading">
        <h2 id="dealer-heading" className="text-base font-bold text-slate-900">
          Dealer
        </h2>
        <p className="mt-2 text-sm text-slate-700">{dealerId ? person(dealerId) : 'No dealer is curating this listing.'}</p>
      </section>

      <section aria-labelledby="record-heading">
        <h2 id="record-heading" className="text-base font-bold text-slate-900">
          Record
        </h2>
        <FactsList
          className="mt-3"
          facts={[
            { label: 'Created', value: timestamp(metadata.createdAt) },
            { label: 'Last updated', value: timestamp(metadata.updatedAt) },
            { label: 'Created by', value: person(metadata.createdBy), wide: true },
            { label: 'Updated by', value: person(metadata.updatedBy), wide: true },
            { label: 'Listed by', value: person(metadata.listedBy), wide: true },
          ]}
        />
      </section>
    </Card>
  )
}
