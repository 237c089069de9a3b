// What the footer says (SPEC §1). Kept apart from the markup so tests and later issues read one list.
import { env } from '../../config/env'

export const footerChips = ['Bank Escrow', 'Certified', '24/7 Support'] as const
export const footerBadges = ['Govt. Registered', 'SSL Secured', 'Verified'] as const

export const headquarters = {
  lines: ['Plot 12, Sector 82, JLPL Industrial Area', 'Mohali, Punjab 140306', 'India'],
} as const

const handle = env.brandName.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'vishwas'

export const socialLinks = [
  { name: 'X', href: `https://x.com/${handle}`, icon: 'M4 4l16 16M20 4 4 20' },
  { name: 'Facebook', href: `https://www.facebook.com/${handle}`, icon: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z' },
  { name: 'Instagram', href: `https://www.instagram.com/${handle}`, icon: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8z M17.5 6.5h.01' },
  { name: 'LinkedIn', href: `https://www.linkedin.com/company/${handle}`, icon: 'M4 9h4v11H4z M6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4z M10 9h4v2c.6-1.2 2-2 3.5-2 2.5 0 3.5 1.6 3.5 4.5V20h-4v-6c0-1.4-.5-2-1.6-2-1.2 0-1.9.8-1.9 2.2V20h-4z' },
  { name: 'YouTube', href: `https://www.youtube.com/@${handle}`, icon: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z M10 9l5 3-5 3z' },
] as const
