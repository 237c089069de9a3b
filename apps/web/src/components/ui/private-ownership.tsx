// How a listing's ownership reads to someone without property access: "Owner" and whether the
// ownership is verified, whether a dealer curates it; never who (the server sends no identity).
import type { PublicProperty } from '@vishwas/domain'
import { Badge } from './badge'
import { FactsList } from './facts-list'

export function PrivateOwnership({ property, className = '' }: { property: Pick<PublicProperty, 'ownership' | 'dealerInfo'>; className?: string }) {
  const { ownership, dealerInfo } = property
  return (
    <FactsList
      className={className}
      facts={[
        {
          label: 'Ownership',
          value: (
            <span className="flex flex-wrap items-center gap-2">
              {ownership.label}
              <Badge tone={ownership.verified ? 'emerald' : 'slate'}>{ownership.verified ? 'Verified' : 'Not verified'}</Badge>
            </span>
          ),
        },
        { label: 'Dealer', value: dealerInfo.hasDealer ? 'Curated by a dealer' : 'No dealer' },
      ]}
    />
  )
}
