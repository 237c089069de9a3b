import type { KycStatus } from '@vishwas/domain'
import { Badge, type BadgeTone } from '../../../components/ui/badge'

const kyc: Record<KycStatus, { label: string; tone: BadgeTone; icon: string }> = {
  'not-started': { label: 'Not started', tone: 'slate', icon: 'M10 6v4.5M10 13.5h.01' },
  pending: { label: 'Pending review', tone: 'amber', icon: 'M10 6v4l2.5 1.5' },
  verified: { label: 'Verified', tone: 'emerald', icon: 'm6.5 10 2.5 2.5 4.5-5' },
  rejected: { label: 'Rejected', tone: 'rose', icon: 'M7.5 7.5l5 5M12.5 7.5l-5 5' },
}

/** The know-your-customer status as a badge: colour and icon and words, never colour alone. */
export function KycBadge({ status }: { status: KycStatus }) {
  const { label, tone, icon } = kyc[status]
  return (
    <Badge tone={tone} className="gap-1">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="10" cy="10" r="7.5" />
        <path d={icon} />
      </svg>
      KYC: {label}
    </Badge>
  )
}
