// What the footer says (SPEC §1). Kept apart from the markup so tests and later issues read one list.
import { env } from '../../config/env'
import type { TrustClaimSlug } from '../../config/paths'

/** SPEC's chips and badges, each with the page saying what backs it today. */
export const footerChips: readonly { label: string; claim: TrustClaimSlug }[] = [
  { label: 'Bank Escrow', claim: 'escrow' },
  { label: 'Certified', claim: 'verified-listings' },
  { label: '24/7 Support', claim: 'support' },
]
export const footerBadges: readonly { label: string; claim: TrustClaimSlug }[] = [
  { label: 'Govt. Registered', claim: 'government-registration' },
  { label: 'SSL Secured', claim: 'secure-connection' },
  { label: 'Verified', claim: 'verified-listings' },
]

export const headquarters = {
  lines: ['Plot 12, Sector 82, JLPL Industrial Area', 'Mohali, Punjab 140306', 'India'],
} as const

export type SocialNetwork = keyof typeof env.social

const networks: readonly { key: SocialNetwork; name: string; icon: string }[] = [
  { key: 'x', name: 'X', icon: 'M4 4l16 16M20 4 4 20' },
  { key: 'facebook', name: 'Facebook', icon: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z' },
  { key: 'instagram', name: 'Instagram', icon: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8z M17.5 6.5h.01' },
  { key: 'linkedin', name: 'LinkedIn', icon: 'M4 9h4v11H4z M6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4z M10 9h4v2c.6-1.2 2-2 3.5-2 2.5 0 3.5 1.6 3.5 4.5V20h-4v-6c0-1.4-.5-2-1.6-2-1.2 0-1.9.8-1.9 2.2V20h-4z' },
  { key: 'youtube', name: 'YouTube', icon: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z M10 9l5 3-5 3z' },
]

export interface SocialLink {
  name: string
  href: string
  icon: string
}

/** The social links of the configured accounts (VITE_SOCIAL_*), in a fixed order; none when none is set. */
export function socialLinksFrom(addresses: Readonly<Partial<Record<SocialNetwork, string | undefined>>>): SocialLink[] {
  return networks.flatMap(({ key, name, icon }) => {
    const href = addresses[key]
    return href ? [{ name, href, icon }] : []
  })
}

export const socialLinks: readonly SocialLink[] = socialLinksFrom(env.social)
