import type { BidStatus } from '@vishwas/domain'
import { Badge, type BadgeTone } from '../../../components/ui/badge'

const tones: Record<BidStatus, BadgeTone> = { active: 'teal', outbid: 'amber', won: 'emerald', lost: 'slate', withdrawn: 'slate', rejected: 'rose' }
const labels: Record<BidStatus, string> = { active: 'Highest', outbid: 'Outbid', won: 'Won', lost: 'Lost', withdrawn: 'Withdrawn', rejected: 'Rejected' }

export function BidStatusBadge({ status }: { status: BidStatus }) {
  return <Badge tone={tones[status]}>{labels[status]}</Badge>
}
