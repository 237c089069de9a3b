// Every path of SPEC §2 that the app links to. A path only becomes a route when its feature is
// built (see app/router.tsx); links check the route table before rendering.
export const paths = {
  home: '/',
  legacyHome: '/Home',
  property: '/:propertyId',
  login: '/login',
  logout: '/logout',
  profile: '/profile',
  rentalHistory: '/profile/rental-history',
  sellerDashboard: '/seller/dashboard',
  createBid: '/create-bid',
  createDeal: '/create-deal',
  createProposal: '/create-proposal',
  admin: '/admin',
} as const

export function propertyHref(propertyIdOrReference: string): string {
  return `/${encodeURIComponent(propertyIdOrReference)}`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const REFERENCE = /^PROP-[A-Z0-9-]+$/i

/** `/{propertyId}` is a property page only for a UUID or a PROP- reference. */
export function isPropertyIdentifier(value: string | undefined): value is string {
  return value != null && (UUID.test(value) || REFERENCE.test(value))
}
