// Every path of SPEC §2 that the app links to. A path only becomes a route when its feature is
// built (see app/router.tsx); links check the route table before rendering.
export const paths = {
  home: '/',
  map: '/map',
  legacyHome: '/Home',
  property: '/:propertyId',
  login: '/login',
  logout: '/logout',
  profile: '/profile',
  rentalHistory: '/profile/rental-history',
  /** Not in SPEC §2: the signed-in user's inquiries and site visits with their status (issue #23's "My activity"). */
  myActivity: '/profile/activity',
  seller: '/seller',
  sellerDashboard: '/seller/dashboard',
  sellerProperties: '/seller/properties',
  sellerPropertyCreate: '/seller/property/create',
  sellerPropertyNew: '/seller/properties/new',
  sellerPropertyEdit: '/seller/properties/:propertyId/edit',
  createBid: '/create-bid',
  createDeal: '/create-deal',
  createProposal: '/create-proposal',
  /** Not in SPEC §2: one deal with its timeline. */
  deal: '/deals/:dealId',
  /** Not in SPEC §2: a payment as the server recorded it, where a checkout lands. */
  payment: '/payments/:paymentId',
  /** Not in SPEC §2: the simulated gateway's own checkout page (test mode, PAYMENT_PROVIDER=simulated). */
  testCheckout: '/pay/test/:orderId',
  /** Not in SPEC §2: the signed-in user's offers and deals, linked from the profile. */
  profileOffers: '/profile/offers',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  schemaExplorer: '/SchemaExplorer',
  propertyTools: '/:propertyId/tools',
  sellerProperty: '/seller/properties/:propertyId',
  sellerPropertyTools: '/seller/properties/:propertyId/tools',
  sellerPropertySplit: '/seller/properties/:propertyId/split',
  /** Merging the properties named by `?ids=` (issue #22; SPEC §2 names no page for it). */
  sellerPropertiesMerge: '/seller/properties/merge',
  adminPropertyTools: '/admin/property/:propertyId/tools',
  adminPropertyManager: '/admin/propertymanager',
  adminPropertyCreate: '/admin/property/create',
  adminPropertyEdit: '/admin/property/edit/:propertyId',
  adminProperty: '/admin/property/:propertyId',
  adminInquiries: '/admin/inquiries',
  adminIndexes: '/admin/indexes',
  /** Not in SPEC §2: every pending split and merge, for admins to approve or reject. */
  adminPlotRequests: '/admin/plot-requests',
  /** Not in SPEC §2: "List your property" signs a visitor in, makes them a seller and opens the property form. */
  listProperty: '/list-property',
  /** Not in SPEC §2: deleted listings an admin can restore, until the admin console has them. */
  adminDeletedProperties: '/admin/deleted-properties',
  adminUserManager: '/admin/usermanager',
  adminUserCreate: '/admin/user/create',
  adminUserEdit: '/admin/user/edit/:userId',
  /** A payment's receipt on screen, with its PDF. */
  paymentReceipt: '/payments/:paymentId/receipt',
  /** Every payment, escrow balances and the reconciliation report, for admins. */
  adminPaymentManager: '/admin/paymentmanager',
  /** SPEC §2: the automatic evaluation, every listing's score with its flags and overrides. */
  adminEvaluationProperties: '/admin/evaluation/properties',
  /** Not in SPEC §2: the buyer's shortlist and the comparison of 2 to 4 of its listings. */
  shortlist: '/shortlist',
  shortlistCompare: '/shortlist/compare',
  /** Not in SPEC §2: what backs each claim of the trust banner and the footer today. */
  trust: '/trust',
  /** Not in SPEC §2: the signed-in user's notifications (issue #23's bell leads here). */
  notifications: '/notifications',
  trustClaim: '/trust/:claim',
  /** SPEC §2: the dealer's Curator, dealers only. */
  dealer: '/dealer',
} as const

/** The claims of the trust banner and the footer, each with a page saying what backs it today. */
export const trustClaimSlugs = ['escrow', 'verified-listings', 'commission', 'support', 'government-registration', 'secure-connection'] as const
export type TrustClaimSlug = (typeof trustClaimSlugs)[number]

export const trustClaimHref = (claim: TrustClaimSlug) => `${paths.trust}/${claim}`

export const adminUserEditHref = (userId: string) => `/admin/user/edit/${encodeURIComponent(userId)}`

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
export const sellerPropertySplitHref = (propertyId: string) => withPropertyId(paths.sellerPropertySplit, propertyId)
export const adminPropertyToolsHref = (propertyId: string) => withPropertyId(paths.adminPropertyTools, propertyId)
/** The admin console's pages of one property. */
export const adminPropertyHref = (propertyId: string) => withPropertyId(paths.adminProperty, propertyId)
export const adminPropertyEditHref = (propertyId: string) => withPropertyId(paths.adminPropertyEdit, propertyId)

/** The comparison of these listings side by side (ids in the address, so it can be shared). */
/** The query key of the page /login comes back to after sign-in (read in the auth feature's return-path). */
export const signInReturnParam = 'from'

/**
 * The sign-in page's address that comes back to `location` once the visitor is signed in. The page
 * rides in the address, not the router's state, so a link followed before the app has taken over a
 * server-drawn page keeps it too.
 */
export function signInHref(location: { pathname: string; search: string; hash?: string }): string {
  const from = `${location.pathname}${location.search}${location.hash ?? ''}`
  return `${paths.login}?${new URLSearchParams({ [signInReturnParam]: from }).toString()}`
}

export function shortlistCompareHref(propertyIds: readonly string[]): string {
  return `${paths.shortlistCompare}?ids=${propertyIds.map(encodeURIComponent).join(',')}`
}

/** A UUID or a PROP- reference, as an unanchored regular expression source (case-insensitive). */
export const PROPERTY_IDENTIFIER = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|PROP-[A-Z0-9-]+'
const propertyIdentifier = new RegExp(`^(?:${PROPERTY_IDENTIFIER})$`, 'i')

/** `/{propertyId}` is a property page only for a UUID or a PROP- reference. */
export function isPropertyIdentifier(value: string | undefined): value is string {
  return value != null && propertyIdentifier.test(value)
}
