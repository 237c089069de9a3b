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
  seller: '/seller',
  sellerDashboard: '/seller/dashboard',
  sellerProperties: '/seller/properties',
  sellerPropertyCreate: '/seller/property/create',
  sellerPropertyNew: '/seller/properties/new',
  sellerPropertyEdit: '/seller/properties/:propertyId/edit',
  createBid: '/create-bid',
  createDeal: '/create-deal',
  createProposal: '/create-proposal',
  admin: '/admin',
  schemaExplorer: '/SchemaExplorer',
  propertyTools: '/:propertyId/tools',
  sellerProperty: '/seller/properties/:propertyId',
  sellerPropertyTools: '/seller/properties/:propertyId/tools',
  adminPropertyTools: '/admin/property/:propertyId/tools',
  /** Not in SPEC §2: deleted listings an admin can restore, until the admin console has them. */
  adminDeletedProperties: '/admin/deleted-properties',
  /** Not in SPEC §2: what backs each claim of the trust banner and the footer today. */
  trust: '/trust',
  trustClaim: '/trust/:claim',
} as const

/** The claims of the trust banner and the footer, each with a page saying what backs it today. */
export const trustClaimSlugs = ['escrow', 'verified-listings', 'commission', 'support', 'government-registration', 'secure-connection'] as const
export type TrustClaimSlug = (typeof trustClaimSlugs)[number]

export const trustClaimHref = (claim: TrustClaimSlug) => `${paths.trust}/${claim}`

export function propertyHref(propertyIdOrReference: string): string {
  return `/${encodeURIComponent(propertyIdOrReference)}`
}

function withPropertyId(pattern: string, propertyId: string): string {
  return pattern.replace(':propertyId', encodeURIComponent(propertyId))
}

/** The seller's pages of one property (ids encoded as propertyHref encodes them). */
export const sellerPropertyHref = (propertyId: string) => withPropertyId(paths.sellerProperty, propertyId)
export const sellerPropertyEditHref = (propertyId: string) => withPropertyId(paths.sellerPropertyEdit, propertyId)
export const sellerPropertyToolsHref = (propertyId: string) => withPropertyId(paths.sellerPropertyTools, propertyId)

/** A UUID or a PROP- reference, as an unanchored regular expression source (case-insensitive). */
export const PROPERTY_IDENTIFIER = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|PROP-[A-Z0-9-]+'
const propertyIdentifier = new RegExp(`^(?:${PROPERTY_IDENTIFIER})$`, 'i')

/** `/{propertyId}` is a property page only for a UUID or a PROP- reference. */
export function isPropertyIdentifier(value: string | undefined): value is string {
  return value != null && propertyIdentifier.test(value)
}
