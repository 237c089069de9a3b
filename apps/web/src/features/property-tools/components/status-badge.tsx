import type { PropertyStatus } from '@vishwas/domain'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { humanize } from '../../../lib/format'

const tones: Record<PropertyStatus, BadgeTone> = {
  draft: 'slate',
  active: 'emerald',
  pending: 'amber',
  sold: 'teal',
  rented: 'teal',
  inactive: 'rose',
}

/** A listing's status, coloured by where it stands: live, waiting, closed or withdrawn. */
export function StatusBadge({ status }: { status: PropertyStatus }) {
  return <Badge tone={tones[status]}>{`Status: ${humanize(status)}`}</Badge>
}
