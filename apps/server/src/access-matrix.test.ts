// Who may do what to whose object: every operation of the running app that takes an id (a
// property id or reference, a user id, in its path, query or body), called as no one, a buyer,
// another seller, a dealer who does not represent the listing, the owner and an admin, against
// the owner's active listing, the owner's draft and the owner's user record. The table below is
// the whole rule; an operation that takes an id and has no row fails the first test, which
// names it. Each cell starts from fresh tables (some calls delete or change the listing).
//
// Cells: '200' | '401' | '403' | '404' is the status; '200 anon' is a 200 whose body does not
// name the owner (no name, user id or phone number: owners' identities are only for people
// with property access); '200 refused' is a batch answer of 200 whose item was refused.
// Rows on the `deleted` listing run after the owner deleted the active one; rows marked `invited`
// run on an active listing whose owner named the buyer as a 40 % co-owner (a pending invitation).
import { beforeAll, describe, expect, it } from 'vitest'
import { generateAutoSplit, toSplitParent, type Property } from '@vishwas/domain'
import { createAs, demoUsers, propertyBody, resetPropertyTables, square, usePropertyKit, type Caller } from './modules/properties/properties-test-kit'
import { pdfBytes, uploadDocument } from './modules/documents/documents-test-kit'
import { photoBytes, uploadFile } from './modules/media/media-test-kit'
import { notify } from './modules/notifications/notifications-test-kit'
import { idOperations, pathShape, routerRoutes, type OpenApiDocument } from './test/route-table'

type Cell = '200' | '201' | '200 anon' | '200 refused' | '400' | '401' | '403' | '404' | '409' | '422'
type Target = 'active' | 'draft' | 'deleted' | 'owner'
type Fixture = { active: Property; draft: Property; proposal?: string; deal?: string; second?: Property; invitation?: string; adjacent?: Property; split?: string; merge?: string; savedSearch?: string; notification?: string; inquiry?: string; visit?: string; media?: { id?: string; path: string }; document?: { id?: string; path: string }; rental?: { applicationId: string; rentalId?: string; tenantId?: string }; bid?: string; payment?: string; request?: string; team?: string; kycScan?: string }
type Row = {
  route: string
  on: Target
  cells: [none: Cell, buyer: Cell, otherSeller: Cell, dealer: Cell, owner: Cell, admin: Cell]
  what?: string
  query?: (f: Fixture) => Record<string, string>
  body?: (f: Fixture, target: Property) => unknown
  /** The owner also has a second active listing. */
  second?: true
  /** The active listing names the buyer as a co-owner: a pending invitation (its id is `{invitationId}`). */
  invited?: true
  /** The owner also has an active plot sharing the active listing's east edge. */
  adjacent?: true
  /** The owner asked to split the active listing in two (`{splitId}`, `{operationId}`), pending. */
  split?: true
  /** The owner asked to merge the active listing with the adjacent plot (`{mergeId}`), pending. */
  merge?: true
  /** The owner has a saved search (its id is `{savedSearchId}`). */
  saved?: true
  /** The buyer asked about the active listing (`{inquiryId}`), or booked a visit there (`{visitId}`). */
  inquiry?: true
  visit?: true
  /** The owner has a notification (its id is `{notificationId}`). */
  notified?: true
  /** The target has a photo: in its gallery (`{mediaId}`), or only uploaded (`stored`, for registering). */
  media?: 'registered' | 'stored'
  /** The target has a sale deed: in its vault (`{docId}`), or only uploaded (`stored`, for registering). */
  document?: 'registered' | 'stored'
  /** The active listing is for rent; the buyer applied (`{applicationId}`), and the owner approved it (a draft rental, `{rentalId}`, `{tenantId}`) and activated it. */
  rent?: 'listing' | 'applied' | 'draft' | 'active'
  /** The active listing is open to bids (`open`), and the buyer bid on it (`bid`, its id is `{bidId}`). */
  bidding?: 'open' | 'bid'
  /** The buyer made an offer on the active listing (`{proposalId}`). */
  proposal?: true
  /** The buyer opened a deal with the owner on the active listing (`{dealId}`). */
  deal?: true
  /** The deal was agreed and the buyer paid its token into escrow at the test gateway (`{paymentId}`). */
  paid?: true
  /** Request headers beside the caller's (an Idempotency-Key). */
  headers?: Record<string, string>
  /** Curator: the dealer asked to represent the active listing (`{requestId}`), or represents it (asked, the owner accepted). */
  curator?: 'requested' | 'represented'
  /** Curator: the dealer invited the owner to their team as an agent and the owner accepted (`{teamId}`), or the invitation is still open (`invited`, its id is `{invitationId}`). */
  teamed?: true | 'invited'
  /** The owner submitted KYC (a PAN) with a scan of its front (`{scanId}`): pending. */
  kyc?: true
}

const roles: readonly (Caller | null)[] = [null, 'buyer', 'otherSeller', 'dealer', 'seller', 'admin']
const roleNames = ['no one', 'buyer', 'other seller', 'dealer (not theirs)', 'owner', 'admin']
const owner = demoUsers.seller

const retitled = (_: Fixture, target: Property) => ({ basicInfo: { ...target.basicInfo, title: 'Retitled by the matrix' } })
const coOwned = () => ({ ownership: { owners: [{ userId: owner.id, share: 60 }, { userId: demoUsers.buyer.id, share: 40 }] } })
const batch = (data: (f: Fixture, target: Property) => unknown) => (f: Fixture, target: Property) => ({ updates: [{ reference: target.reference, data: data(f, target) }] })
const biddingTerms = () => ({ reservePaise: 60_00_000_00, incrementPaise: 1_00_000_00, startingPaise: 50_00_000_00, closesAt: new Date(Date.now() + 86_400_000).toISOString() })
const profile = { fullName: owner.fullName, email: owner.email, city: owner.city, state: owner.state, country: 'India' }
const forRent = () => ({ basicInfo: { title: '2 BHK for rent', type: 'residential', subType: 'apartment', status: 'active', listingType: 'rent' }, financial: { pricing: { totalPrice: 25_000 } } })
/** An application to rent, moving in 10 days from today in India. */
const rentalApplication = () => ({ idProofType: 'pan', occupation: 'Nurse', occupants: 2, moveInDate: new Date(Date.now() + 10 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10), message: '' })

const matrix: Row[] = [
  // route                                                    on                    no one      buyer          other seller   dealer         owner  admin
  { route: 'GET /api/properties/public/{id}',                 on: 'active', cells: ['200 anon', '200 anon',    '200 anon',    '200',         '200', '200'] },
  { route: 'GET /api/properties/public/{id}',                 on: 'draft',  cells: ['404',      '404',         '404',         '404',         '404', '404'] },
  { route: 'PATCH /api/properties/{id}/views',                on: 'active', cells: ['200',      '200',         '200',         '200',         '200', '200'] },
  { route: 'PATCH /api/properties/{id}/views',                on: 'draft',  cells: ['404',      '404',         '404',         '404',         '404', '404'] },
  { route: 'PATCH /api/properties/{id}/analytics',            on: 'active', cells: ['200',      '200',         '200',         '200',         '200', '200'], body: () => ({ event: 'share' }) },
  { route: 'PATCH /api/properties/{id}/analytics',            on: 'draft',  cells: ['404',      '404',         '404',         '404',         '404', '404'], body: () => ({ event: 'share' }) },
  { route: 'GET /api/properties/{id}/within-radius/{radius}', on: 'active', cells: ['401',      '200 anon',    '200 anon',    '200',         '200', '200'] },
  { route: 'GET /api/properties/{id}/within-radius/{radius}', on: 'draft',  cells: ['401',      '403',         '403',         '200',         '200', '200'] },
  { route: 'GET /api/properties/{reference}',                 on: 'active', cells: ['401',      '200 anon',    '200 anon',    '200',         '200', '200'] },
  { route: 'GET /api/properties/{reference}',                 on: 'draft',  cells: ['401',      '403',         '403',         '200',         '200', '200'] },
  { route: 'PUT /api/properties/{reference}',                 on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], what: 'new title', body: retitled },
  { route: 'PUT /api/properties/{reference}',                 on: 'draft',  cells: ['401',      '403',         '403',         '200',         '200', '200'], what: 'new title', body: retitled },
  { route: 'PUT /api/properties/{reference}',                 on: 'active', cells: ['401',      '403',         '403',         '403',         '200', '200'], what: 'new owners', body: coOwned },
  { route: 'DELETE /api/properties/{reference}',              on: 'active', cells: ['401',      '403',         '403',         '403',         '200', '200'] },
  { route: 'DELETE /api/properties/{reference}',              on: 'draft',  cells: ['401',      '403',         '403',         '403',         '200', '200'] },
  { route: 'GET /api/properties/{reference}/export',          on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'] },
  { route: 'GET /api/properties/{reference}/export',          on: 'draft',  cells: ['401',      '403',         '403',         '200',         '200', '200'] },
  { route: 'POST /api/properties/compare',                    on: 'draft',  cells: ['401',      '403',         '403',         '200',         '200', '200'], what: 'the active listing and the draft', body: (f) => ({ propertyIds: [f.active.id, f.draft.reference] }) },
  { route: 'POST /api/properties/compare',                    on: 'active', cells: ['401',      '200 anon',    '200 anon',    '200',         '200', '200'], what: 'two active listings', body: (f) => ({ propertyIds: [f.active.id, f.second!.reference] }), second: true },
  { route: 'PATCH /api/properties/batch',                     on: 'active', cells: ['401',      '200 refused', '200 refused', '200',         '200', '200'], what: 'new title', body: batch(retitled) },
  { route: 'PATCH /api/properties/batch',                     on: 'draft',  cells: ['401',      '200 refused', '200 refused', '200',         '200', '200'], what: 'new title', body: batch(retitled) },
  { route: 'PATCH /api/properties/batch',                     on: 'active', cells: ['401',      '200 refused', '200 refused', '200 refused', '200', '200'], what: 'new owners', body: batch(coOwned) },
  { route: 'GET /api/properties/user/{userId}',               on: 'owner',  cells: ['401',      '403',         '403',         '200',         '200', '200'] },
  { route: 'GET /api/properties/search/by-owner',             on: 'owner',  cells: ['401',      '403',         '403',         '200',         '200', '200'], query: () => ({ userId: owner.id }) },
  { route: 'GET /api/properties/by-dealer',                   on: 'owner',  cells: ['401',      '200',         '200',         '200',         '200', '200'], what: 'the owner as dealer id: lists only what the caller may see', query: () => ({ dealerId: owner.id }) },
  { route: 'GET /api/properties/{reference}/dealer-changes',  on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'] },
  { route: 'GET /api/properties/{reference}/dealer-changes',  on: 'draft',  cells: ['401',      '403',         '403',         '200',         '200', '200'] },
  { route: 'POST /api/admin/deleted-properties/{id}/restore', on: 'deleted', cells: ['401',     '403',         '403',         '403',         '403', '200'] },
  { route: 'GET /api/properties/{id}/score',                  on: 'active', cells: ['200',      '200',         '200',         '200',         '200', '200'] },
  { route: 'GET /api/properties/{id}/score',                  on: 'draft',  cells: ['401',      '404',         '404',         '200',         '200', '200'] },
  { route: 'PUT /api/admin/evaluation/properties/{id}/override',    on: 'active', cells: ['401', '403',       '403',         '403',         '403', '200'], body: () => ({ score: 70, reason: 'Inspected on site' }) },
  { route: 'DELETE /api/admin/evaluation/properties/{id}/override', on: 'active', cells: ['401', '403',       '403',         '403',         '403', '409'], what: 'no override to clear: admins only' },
  { route: 'PUT /api/admin/users/{userId}/payout-account',   on: 'owner',  cells: ['401',      '403',         '403',         '403',         '403', '200'], what: "the owner's Razorpay linked account: admins only", body: () => ({ accountId: 'acc_VishwasSeller1', reason: 'Access check' }) },
  { route: 'GET /api/payments/{paymentId}/receipt',           on: 'active', cells: ['401',      '200',         '404',         '404',         '200', '200'], what: 'the receipt: payer, payee, admins', deal: true, paid: true },
  { route: 'GET /api/payments/{paymentId}/receipt.pdf',       on: 'active', cells: ['401',      '200',         '404',         '404',         '200', '200'], what: 'the receipt as PDF: payer, payee, admins', deal: true, paid: true },
  { route: 'GET /api/admin/payments',                         on: 'active', cells: ['401',      '403',         '403',         '403',         '403', '200'], what: "a deal's payments: admins only", deal: true, query: (f) => ({ dealId: f.deal! }) },
  { route: 'GET /api/admin/payments/{paymentId}/postings',    on: 'active', cells: ['401',      '403',         '403',         '403',         '403', '200'], what: "a payment's ledger postings: admins only", deal: true, paid: true },
  { route: 'POST /api/admin/properties/status',               on: 'active', cells: ['401',      '403',         '403',         '403',         '403', '200'], what: 'bulk status change: admins only', body: (_, target) => ({ propertyIds: [target.id], status: 'inactive' }) },
  { route: 'GET /api/admin/properties/{id}',                  on: 'draft',  cells: ['401',      '403',         '403',         '403',         '403', '200'], what: "the admin's view of any listing" },
  { route: 'PUT /api/admin/properties/{id}/featured',         on: 'active', cells: ['401',      '403',         '403',         '403',         '403', '200'], what: 'feature on the home page: admins only', body: () => ({ featured: true }) },
  { route: 'GET /api/admin/inquiries',                        on: 'active', cells: ['401',      '403',         '403',         '403',         '403', '200'], what: "a listing's inquiries: admins only", inquiry: true, query: (f) => ({ propertyId: f.active.id }) },
  { route: 'GET /api/admin/inquiries/{inquiryId}',            on: 'active', cells: ['401',      '403',         '403',         '403',         '403', '200'], what: 'an inquiry with its thread: admins only', inquiry: true },
  { route: 'POST /api/admin/inquiries/{inquiryId}/transitions', on: 'active', cells: ['401',      '403',         '403',         '403',         '403', '200'], what: 'close, as admin', inquiry: true, body: () => ({ action: 'close' }) },
  { route: 'GET /api/admin/audit',                            on: 'owner', cells: ['401',     '403',         '403',         '403',         '403', '200'], what: 'the audit trail of one user: admins only', query: () => ({ targetType: 'user', targetId: owner.id }) },
  { route: 'GET /api/admin/jobs/runs',                        on: 'owner', cells: ['401',     '403',         '403',         '403',         '403', '200'], what: 'the scheduled jobs’ runs: admins only' },
  { route: 'GET /api/properties/{reference}/invitations',     on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], invited: true },
  { route: 'DELETE /api/properties/{reference}/invitations/{invitationId}', on: 'active', cells: ['401', '403', '403',       '403',         '200', '200'], what: 'an owner invitation: owners and admins only', invited: true },
  { route: 'POST /api/users/me/invitations/{invitationId}/accept',  on: 'active', cells: ['401', '200',       '404',         '404',         '404', '404'], what: "the buyer's", invited: true },
  { route: 'POST /api/users/me/invitations/{invitationId}/decline', on: 'active', cells: ['401', '200',       '404',         '404',         '404', '404'], what: "the buyer's", invited: true },
  { route: 'POST /api/properties/{id}/split',                 on: 'active', cells: ['401',      '403',         '403',         '201',         '201', '201'], body: (_, target) => halves(target) },
  { route: 'POST /api/properties/{id}/split',                 on: 'draft',  cells: ['401',      '403',         '403',         '201',         '201', '201'], body: (_, target) => halves(target) },
  { route: 'POST /api/properties/{id}/parts',                 on: 'draft',  cells: ['401',      '403',         '403',         '200',         '200', '200'], body: (_, target) => ({ coordinates: halves(target).resultingProperties[0]!.coordinates }) },
  { route: 'GET /api/properties/{id}/validate-for-split',     on: 'draft',  cells: ['401',      '403',         '403',         '200',         '200', '200'] },
  { route: 'GET /api/properties/{id}/split-history',          on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], split: true },
  { route: 'GET /api/properties/{id}/resulting-properties',   on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], split: true },
  { route: 'PATCH /api/properties/{id}/splits/{splitId}',     on: 'active', cells: ['401',      '403',         '403',         '403',         '403', '200'], what: 'approve', split: true, body: () => ({ approvalStatus: 'approved' }) },
  { route: 'POST /api/properties/{id}/splits/{splitId}/cancel', on: 'active', cells: ['401',    '403',         '403',         '200',         '200', '200'], split: true },
  { route: 'GET /api/properties/operations/{operationId}/status', on: 'active', cells: ['401',   '404',         '404',         '200',         '200', '200'], split: true },
  { route: 'POST /api/properties/merge',                      on: 'active', cells: ['401',      '403',         '403',         '201',         '201', '201'], what: 'with the adjacent plot', adjacent: true, body: (f) => ({ sourceProperties: [{ propertyId: f.active.id }, { propertyId: f.adjacent!.reference }] }) },
  { route: 'POST /api/properties/validate-for-merge',         on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], what: 'with the adjacent plot', adjacent: true, body: (f) => ({ propertyIds: [f.active.id, f.adjacent!.id] }) },
  { route: 'GET /api/properties/{id}/merge-history',          on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], merge: true },
  { route: 'GET /api/properties/{id}/source-properties',      on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], merge: true },
  { route: 'PATCH /api/properties/merges/{mergeId}',          on: 'active', cells: ['401',      '403',         '403',         '403',         '403', '200'], what: 'approve', merge: true, body: () => ({ approvalStatus: 'approved' }) },
  { route: 'POST /api/properties/merges/{mergeId}/cancel',    on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], merge: true },
  { route: 'PUT /api/users/me/shortlist/{propertyId}',        on: 'active', cells: ['401',      '200',         '200',         '200',         '200', '200'], what: "to the caller's own shortlist" },
  { route: 'PUT /api/users/me/shortlist/{propertyId}',        on: 'draft',  cells: ['401',      '404',         '404',         '404',         '404', '404'], what: 'only listings the public sees' },
  { route: 'DELETE /api/users/me/shortlist/{propertyId}',     on: 'active', cells: ['401',      '200',         '200',         '200',         '200', '200'], what: "from the caller's own shortlist" },
  { route: 'POST /api/users/me/shortlist/merge',              on: 'active', cells: ['401',      '200',         '200',         '200',         '200', '200'], what: "into the caller's own shortlist", body: (f) => ({ propertyIds: [f.active.id, f.draft.reference] }) },
  { route: 'GET /api/properties/public/by-ids',               on: 'active', cells: ['200 anon', '200 anon',    '200 anon',    '200 anon',    '200 anon', '200 anon'], what: 'the public views only, drafts left out', query: (f) => ({ ids: `${f.active.id},${f.draft.reference}` }) },
  { route: 'DELETE /api/users/me/saved-searches/{savedSearchId}', on: 'owner', cells: ['401',  '404',         '404',         '404',         '200', '404'], what: "the owner's saved search", saved: true },
  { route: 'POST /api/notifications/{notificationId}/read', on: 'owner', cells: ['401',      '404',         '404',         '404',         '200', '404'], what: "the owner's notification", notified: true },
  { route: 'GET /api/properties/{id}/media',                  on: 'active', cells: ['401',      '200',         '200',         '200',         '200', '200'], media: 'registered' },
  { route: 'GET /api/properties/{id}/media',                  on: 'draft',  cells: ['401',      '403',         '403',         '200',         '200', '200'], media: 'registered' },
  { route: 'POST /api/properties/{id}/media',                 on: 'active', cells: ['401',      '403',         '403',         '201',         '201', '201'], media: 'stored', body: (f) => ({ path: f.media?.path, mediaType: 'images', originalName: 'front.jpg' }) },
  { route: 'POST /api/properties/{id}/media/batch',           on: 'draft',  cells: ['401',      '403',         '403',         '200',         '200', '200'], media: 'stored', body: (f) => ({ media: [{ path: f.media?.path, mediaType: 'images', originalName: 'front.jpg' }] }) },
  { route: 'DELETE /api/properties/{id}/media/{mediaId}',     on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], media: 'registered' },
  { route: 'PUT /api/properties/{id}/media/reorder',          on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], media: 'registered', body: (f) => ({ mediaIds: [f.media?.id] }) },
  { route: 'PUT /api/properties/{id}/media/{mediaId}/primary', on: 'draft', cells: ['401',      '403',         '403',         '200',         '200', '200'], media: 'registered' },
  { route: 'POST /api/properties/{id}/documents',             on: 'active', cells: ['401',      '403',         '403',         '201',         '201', '201'], document: 'stored', body: (f) => ({ path: f.document?.path, type: 'sale_deed', originalName: 'deed.pdf' }) },
  { route: 'POST /api/properties/{id}/documents/batch',       on: 'draft',  cells: ['401',      '403',         '403',         '200',         '200', '200'], document: 'stored', body: (f) => ({ documents: [{ path: f.document?.path, type: 'sale_deed', originalName: 'deed.pdf' }] }) },
  { route: 'GET /api/properties/{id}/documents',              on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], what: 'documents are never public', document: 'registered' },
  { route: 'GET /api/properties/{id}/documents/{docId}',      on: 'draft',  cells: ['401',      '403',         '403',         '200',         '200', '200'], document: 'registered' },
  { route: 'PATCH /api/properties/{id}/documents/{docId}',    on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], document: 'registered', body: () => ({ notes: 'Original with the bank' }) },
  { route: 'DELETE /api/properties/{id}/documents/{docId}',   on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'], document: 'registered' },
  { route: 'POST /api/properties/{id}/documents/{docId}/verify', on: 'active', cells: ['401',   '403',         '403',         '403',         '403', '200'], what: 'admins only', document: 'registered', body: () => ({ verificationStatus: 'verified' }) },
  // Curator (the dealer's /dealer page): the dealer's own requests, listings, featured row, notes and team; the owners answer requests.
  { route: 'POST /api/dealer/representation-requests',        on: 'active', cells: ['401',      '403',         '403',         '201',         '403', '403'], what: 'dealers only', body: (_, target) => ({ propertyId: target.reference }) },
  { route: 'POST /api/dealer/representation-requests',        on: 'draft',  cells: ['401',      '403',         '403',         '422',         '403', '403'], what: 'active listings only', body: (_, target) => ({ propertyId: target.id }) },
  { route: 'DELETE /api/dealer/representation-requests/{requestId}', on: 'active', cells: ['401', '403',       '403',         '200',         '403', '403'], what: "the dealer's own request", curator: 'requested' },
  { route: 'POST /api/representation-requests/{requestId}/accept',  on: 'active', cells: ['401', '404',       '404',         '403',         '200', '200'], what: "the dealer's request: owners and admins answer", curator: 'requested' },
  { route: 'POST /api/representation-requests/{requestId}/decline', on: 'active', cells: ['401', '404',       '404',         '403',         '200', '200'], what: "the dealer's request: owners and admins answer", curator: 'requested' },
  { route: 'POST /api/dealer/listings/{reference}/release',   on: 'active', cells: ['401',      '403',         '403',         '403',         '403', '403'], what: 'a listing the dealer does not represent' },
  { route: 'POST /api/dealer/listings/{reference}/release',   on: 'active', cells: ['401',      '403',         '403',         '200',         '403', '403'], what: 'the listing the dealer represents', curator: 'represented' },
  { route: 'PUT /api/dealer/featured/{reference}',            on: 'active', cells: ['401',      '403',         '403',         '422',         '403', '403'], what: 'a listing the dealer does not represent' },
  { route: 'PUT /api/dealer/featured/{reference}',            on: 'active', cells: ['401',      '403',         '403',         '200',         '403', '403'], what: 'the listing the dealer represents', curator: 'represented' },
  { route: 'DELETE /api/dealer/featured/{reference}',         on: 'active', cells: ['401',      '403',         '403',         '200',         '403', '403'], what: "from the dealer's own row", curator: 'represented' },
  { route: 'GET /api/dealers/{dealerId}/notes/{reference}',   on: 'active', cells: ['401',      '404',         '404',         '200',         '404', '404'], what: "the dealer's private note: never the owner's or an admin's", curator: 'represented' },
  { route: 'PUT /api/dealers/{dealerId}/notes/{reference}',   on: 'active', cells: ['401',      '404',         '404',         '200',         '404', '404'], what: "the dealer's private note", curator: 'represented', body: () => ({ text: 'Owner prefers calls after 6 pm' }) },
  { route: 'PUT /api/dealers/{dealerId}/notes/{reference}',   on: 'draft',  cells: ['401',      '404',         '404',         '403',         '404', '404'], what: 'a listing the dealer never represented', body: () => ({ text: 'x' }) },
  { route: 'PATCH /api/dealer/team/members/{userId}',         on: 'owner',  cells: ['401',      '403',         '403',         '200',         '403', '403'], what: "the owner in the dealer's team", teamed: true, body: () => ({ role: 'viewer' }) },
  { route: 'DELETE /api/dealer/team/members/{userId}',        on: 'owner',  cells: ['401',      '403',         '403',         '200',         '403', '403'], what: "the owner in the dealer's team", teamed: true },
  { route: 'DELETE /api/dealer/team/invitations/{invitationId}', on: 'owner', cells: ['401',   '403',         '403',         '200',         '403', '403'], what: "the dealer's open invitation to the owner: the dealer withdraws it", teamed: 'invited' },
  { route: 'POST /api/users/me/team-invitations/{invitationId}/accept',  on: 'owner', cells: ['401', '404',     '404',         '404',         '200', '404'], what: "the dealer's invitation to the owner's number: its holder alone answers", teamed: 'invited' },
  { route: 'POST /api/users/me/team-invitations/{invitationId}/decline', on: 'owner', cells: ['401', '404',     '404',         '404',         '200', '404'], what: "the dealer's invitation to the owner's number: its holder alone answers", teamed: 'invited' },
  { route: 'DELETE /api/users/me/teams/{teamId}',             on: 'owner',  cells: ['401',      '404',         '404',         '404',         '200', '404'], what: "the owner leaves the dealer's team", teamed: true },
  // Offers: made by anyone who does not represent a live listing; seen by the buyer and people with property access, answered only by the side whose turn it is.
  { route: 'POST /api/proposals',                             on: 'active', cells: ['401',      '201',         '201',         '201',         '422', '201'], what: 'an offer', body: (_, target) => ({ propertyId: target.id, amountPaise: 80_00_000_00 }) },
  { route: 'POST /api/proposals',                             on: 'draft',  cells: ['401',      '404',         '404',         '409',         '422', '409'], what: 'an offer', body: (_, target) => ({ propertyId: target.reference, amountPaise: 80_00_000_00 }) },
  { route: 'GET /api/proposals',                              on: 'active', cells: ['401',      '200',         '200',         '200',         '200', '200'], what: "the listing's offers (each sees those they may)", query: (f) => ({ propertyId: f.active.id }), proposal: true },
  { route: 'GET /api/proposals/{proposalId}',                 on: 'active', cells: ['401',      '200 anon',    '404',         '200',         '200', '200'], what: "the buyer's offer", proposal: true },
  { route: 'POST /api/proposals/{proposalId}/transition',     on: 'active', cells: ['401',      '403',         '404',         '403',         '200', '403'], what: 'accept: the seller’s turn', proposal: true, body: () => ({ action: 'accept' }) },
  // Deals: seen by their parties, people with property access and admins; steps by the machine's parties.
  { route: 'POST /api/deals',                                 on: 'active', cells: ['401',      '201',         '201',         '201',         '400', '201'], what: 'opened as buyer (the owner must name one)', body: (_, target) => ({ propertyId: target.id, amountPaise: 80_00_000_00 }) },
  { route: 'POST /api/deals',                                 on: 'draft',  cells: ['401',      '404',         '404',         '201',         '400', '201'], what: 'opened as buyer (the owner must name one)', body: (_, target) => ({ propertyId: target.id, amountPaise: 80_00_000_00 }) },
  { route: 'GET /api/deals',                                  on: 'active', cells: ['401',      '200',         '200',         '200',         '200', '200'], what: "the listing's deals (each sees those they may)", query: (f) => ({ propertyId: f.active.reference }), deal: true },
  { route: 'GET /api/deals/{dealId}',                         on: 'active', cells: ['401',      '200',         '404',         '200',         '200', '200'], what: 'a deal between the buyer and the owner', deal: true },
  { route: 'GET /api/deals/{dealId}/timeline',                on: 'active', cells: ['401',      '200',         '404',         '200',         '200', '200'], what: 'a deal between the buyer and the owner', deal: true },
  { route: 'POST /api/deals/{dealId}/transition',             on: 'active', cells: ['401',      '200',         '404',         '403',         '200', '403'], what: 'negotiate: parties only', deal: true, body: () => ({ action: 'negotiate' }) },
  { route: 'POST /api/deals/{dealId}/payments',               on: 'active', cells: ['401',      '409',         '404',         '403',         '403', '403'], what: 'the buyer only, once agreed (this one is a draft)', deal: true, headers: { 'idempotency-key': 'matrix-key-0001' } },
  { route: 'GET /api/payments/{paymentId}',                   on: 'active', cells: ['401',      '200',         '404',         '404',         '200', '200'], what: 'the token paid into escrow: payer, payee, admins', deal: true, paid: true },
  { route: 'POST /api/payments/{paymentId}/confirm',          on: 'active', cells: ['401',      '400',         '404',         '404',         '404', '404'], what: 'the payer only; a signature not the gateway’s is refused', deal: true, paid: true, body: () => ({ orderId: 'order_forged', gatewayPaymentId: 'pay_forged', signature: 'ab'.repeat(32) }) },
  { route: 'POST /api/admin/payments/{paymentId}/refunds',    on: 'active', cells: ['401',      '403',         '403',         '403',         '403', '200'], what: 'admins only, with a reason', deal: true, paid: true, headers: { 'idempotency-key': 'matrix-key-0002' }, body: () => ({ amountPaise: 100, reason: 'Access check' }) },
  { route: 'GET /api/admin/audit',                            on: 'active', cells: ['401',      '403',         '403',         '403',         '403', '200'], what: 'the audit trail of a listing: admins only', query: (f) => ({ targetType: 'property', targetId: f.active.id }) },
  { route: 'GET /api/properties/{id}/required-documents',     on: 'active', cells: ['401',      '403',         '403',         '200',         '200', '200'] },
  { route: 'GET /api/properties/{id}/bidding',               on: 'active', cells: ['200 anon', '200 anon',    '200 anon',    '200 anon',    '200', '200'], what: 'never names bidders; the reserve for the property side and admins', bidding: 'bid' },
  { route: 'GET /api/properties/{id}/bidding',               on: 'draft',  cells: ['404',      '404',         '404',         '404',         '200', '200'] },
  { route: 'POST /api/properties/{id}/bidding',              on: 'active', cells: ['401',      '403',         '403',         '403',         '201', '201'], what: 'the property side or an admin', body: () => biddingTerms() },
  { route: 'POST /api/properties/{id}/bidding/close',        on: 'active', cells: ['401',      '403',         '403',         '403',         '200', '200'], bidding: 'bid' },
  { route: 'POST /api/properties/{id}/bids',                 on: 'active', cells: ['401',      '201',         '201',         '201',         '403', '403'], what: 'not by the property side nor admins', bidding: 'open', body: () => ({ amountPaise: 50_00_000_00 }) },
  { route: 'GET /api/bids',                                  on: 'active', cells: ['401',      '200',         '200',         '200',         '200', '200'], what: "filtered by the listing: each sees only the bids they may", bidding: 'bid', query: (f) => ({ propertyId: f.active.id }) },
  { route: 'GET /api/bids/{bidId}',                          on: 'active', cells: ['401',      '200',         '404',         '404',         '200', '200'], what: "the buyer's bid", bidding: 'bid' },
  { route: 'POST /api/bids/{bidId}/withdraw',                on: 'active', cells: ['401',      '200',         '404',         '404',         '403', '403'], what: "the buyer's bid: the bidder only", bidding: 'bid' },
  { route: 'POST /api/bids/{bidId}/reject',                  on: 'active', cells: ['401',      '403',         '404',         '404',         '200', '200'], what: "the buyer's bid: the property side or an admin", bidding: 'bid' },
  { route: 'POST /api/properties/{id}/inquiries',             on: 'active', cells: ['401',      '201',         '201',         '201',         '422', '201'], what: 'not on their own listing', body: () => ({ message: 'Is it available?' }) },
  { route: 'POST /api/properties/{id}/inquiries',             on: 'draft',  cells: ['401',      '404',         '404',         '201',         '422', '201'], body: () => ({ message: 'Is it available?' }) },
  { route: 'GET /api/inquiries',                              on: 'active', cells: ['401',      '200',         '200',         '200',         '200', '200'], what: "each sees only their own and their listings' (inquiries.test.ts)", inquiry: true, query: (f) => ({ propertyId: f.active.id }) },
  { route: 'GET /api/inquiries/{inquiryId}',                  on: 'active', cells: ['401',      '200',         '404',         '200',         '200', '200'], what: "the buyer's question", inquiry: true },
  { route: 'POST /api/inquiries/{inquiryId}/messages',        on: 'active', cells: ['401',      '201',         '404',         '201',         '201', '201'], inquiry: true, body: () => ({ body: 'Yes, it is.' }) },
  { route: 'POST /api/inquiries/{inquiryId}/transitions',     on: 'active', cells: ['401',      '200',         '404',         '200',         '200', '200'], what: 'close', inquiry: true, body: () => ({ action: 'close' }) },
  { route: 'POST /api/properties/{id}/visits',                on: 'active', cells: ['401',      '201',         '201',         '201',         '422', '201'], what: 'not at their own listing', body: () => ({ slots: [visitSlot()] }) },
  { route: 'POST /api/properties/{id}/visits',                on: 'draft',  cells: ['401',      '404',         '404',         '201',         '422', '201'], body: () => ({ slots: [visitSlot()] }) },
  { route: 'GET /api/visits',                                 on: 'active', cells: ['401',      '200',         '200',         '200',         '200', '200'], what: "each sees only their own and their listings' (visits.test.ts)", visit: true, query: (f) => ({ propertyId: f.active.id }) },
  { route: 'GET /api/visits/{visitId}',                       on: 'active', cells: ['401',      '200',         '404',         '200',         '200', '200'], what: "the buyer's visit", visit: true },
  { route: 'GET /api/visits/{visitId}/calendar.ics',          on: 'active', cells: ['401',      '200',         '404',         '200',         '200', '200'], visit: true },
  { route: 'POST /api/visits/{visitId}/transitions',          on: 'active', cells: ['401',      '200',         '404',         '200',         '200', '200'], what: 'cancel', visit: true, body: () => ({ action: 'cancel' }) },
  { route: 'GET /api/users/{did}',                            on: 'owner',  cells: ['401',      '403',         '403',         '403',         '200', '200'] },
  { route: 'PUT /api/users/{did}',                            on: 'owner',  cells: ['401',      '403',         '403',         '403',         '200', '200'], body: () => profile },
  { route: 'GET /api/admin/audit',                            on: 'owner',  cells: ['401',      '403',         '403',         '403',         '403', '200'], what: "the audit trail of the owner's record: admins only", query: () => ({ targetType: 'user', targetId: owner.id }) },
  { route: 'GET /api/admin/users/{did}',                      on: 'owner',  cells: ['401',      '403',         '403',         '403',         '403', '200'], what: "the admin's user page: admins only" },
  { route: 'PUT /api/admin/users/{did}',                      on: 'owner',  cells: ['401',      '403',         '403',         '403',         '403', '200'], body: () => ({ fullName: owner.fullName }) },
  { route: 'POST /api/admin/users/{did}/kyc-decision',        on: 'owner',  cells: ['401',      '403',         '403',         '403',         '403', '409'], what: "the owner's KYC is verified already", body: () => ({ decision: 'verify', reason: 'Checked the PAN' }) },
  { route: 'POST /api/admin/users/{did}/kyc-decision',        on: 'owner',  cells: ['401',      '403',         '403',         '403',         '403', '200'], what: "the owner's pending KYC with its scan", kyc: true, body: () => ({ decision: 'verify', reason: 'Checked the PAN scan' }) },
  { route: 'GET /api/kyc-scans/{scanId}',                      on: 'owner',  cells: ['401',      '404',         '404',         '404',         '200', '200'], what: "the owner's KYC scan: the owner and admins only", kyc: true },
  { route: 'POST /api/admin/users/{did}/dealer-application-decision', on: 'owner', cells: ['401', '403',      '403',         '403',         '403', '409'], what: 'the owner never applied', body: () => ({ decision: 'approve', reason: 'Checked the RERA number' }) },
  { route: 'POST /api/admin/users/{did}/suspension',          on: 'owner',  cells: ['401',      '403',         '403',         '403',         '403', '200'], body: () => ({ reason: 'Fake listings' }) },
  { route: 'POST /api/admin/users/{did}/reinstatement',       on: 'owner',  cells: ['401',      '403',         '403',         '403',         '403', '409'], what: 'the owner is not suspended', body: () => ({ reason: 'Cleared' }) },
  { route: 'POST /api/properties/{id}/rental-applications',   on: 'active', cells: ['401',      '201',         '201',         '201',         '422', '201'], what: 'for rent: not on one’s own', rent: 'listing', body: rentalApplication },
  { route: 'GET /api/rental-applications',                    on: 'active', cells: ['401',      '200',         '200',         '200',         '200', '200'], what: 'filtered by property: lists only what the caller may see', rent: 'applied', query: (f) => ({ property: f.active.id }) },
  { route: 'GET /api/rental-applications/{applicationId}',    on: 'active', cells: ['401',      '200',         '404',         '200',         '200', '200'], what: "the buyer's", rent: 'applied' },
  { route: 'POST /api/rental-applications/{applicationId}/review',   on: 'active', cells: ['401', '403',       '404',         '200',         '200', '200'], rent: 'applied' },
  { route: 'POST /api/rental-applications/{applicationId}/approve',  on: 'active', cells: ['401', '403',       '404',         '200',         '200', '200'], rent: 'applied' },
  { route: 'POST /api/rental-applications/{applicationId}/reject',   on: 'active', cells: ['401', '403',       '404',         '200',         '200', '200'], rent: 'applied' },
  { route: 'POST /api/rental-applications/{applicationId}/withdraw', on: 'active', cells: ['401', '200',       '404',         '403',         '403', '200'], what: 'its applicant (and admins)', rent: 'applied' },
  { route: 'GET /api/rentals',                                on: 'active', cells: ['401',      '200',         '200',         '200',         '200', '200'], what: 'filtered by property: lists only what the caller may see', rent: 'draft', query: (f) => ({ property: f.active.reference }) },
  { route: 'GET /api/rentals/{rentalId}',                     on: 'active', cells: ['401',      '200',         '404',         '200',         '200', '200'], what: "the buyer's tenancy", rent: 'draft' },
  { route: 'POST /api/rentals/{rentalId}/activate',           on: 'active', cells: ['401',      '403',         '404',         '200',         '200', '200'], rent: 'draft' },
  { route: 'POST /api/rentals/{rentalId}/cancel',             on: 'active', cells: ['401',      '200',         '404',         '200',         '200', '200'], rent: 'draft', body: () => ({ reason: 'Plans changed' }) },
  { route: 'POST /api/rentals/{rentalId}/end',                on: 'active', cells: ['401',      '403',         '404',         '200',         '200', '200'], rent: 'active', body: () => ({ reason: 'Tenancy over' }) },
  { route: 'POST /api/rentals/{rentalId}/terminate',          on: 'active', cells: ['401',      '200',         '404',         '200',         '200', '200'], what: 'either side, with notice', rent: 'active', body: () => ({ reason: 'Moving' }) },
  { route: 'POST /api/rentals/{rentalId}/payments',           on: 'active', cells: ['401',      '201',         '404',         '403',         '403', '403'], what: 'the deposit: the tenant only', rent: 'active', headers: { 'idempotency-key': 'matrix-key-0003' }, body: () => ({ purpose: 'deposit' }) },
  { route: 'GET /api/tenants/{tenantId}',                     on: 'active', cells: ['401',      '200',         '404',         '200',         '200', '200'], what: "the buyer's details for the tenancy", rent: 'draft' },
]

/** Operations that take an id but have no owner's object to test against, and why. */
const outsideTheMatrix: Record<string, string> = {
  'GET /api/test-gateway/orders/{orderId}': "the simulated gateway's order, named by the unguessable id its payer was handed; it shows an amount and a status, nobody's name (payments.test.ts)",
  'POST /api/test-gateway/orders/{orderId}/pay': "the simulated gateway's checkout: whoever holds the order's id pays it, as at a real gateway; the payment is recorded only from the gateway's signed word (payments.test.ts)",
  'POST /api/auth/otp/verify': "verificationId names the caller's own one-time-code challenge, not a property or a user (otp-verify.test.ts covers guessing it)",
  'POST /api/analytics/events': "events[].id is the event's own new id and propertyId a label kept with a consenting visitor's event; no listing is read or changed (modules/analytics/analytics.test.ts)",
}

/** Routes the OpenAPI document leaves out on purpose (they take no id). */
const undocumentedRoutes: Record<string, string> = {
  '/{}': "the web build's static files",
  '/api/docs/static/{}': "the API reference's static files",
  '/api/files/{}': 'stored files (a wildcard path; access by the listing the file belongs to, modules/media/media.test.ts)',
  '/api/uploads/{}': 'resumable uploads (the tus protocol; each upload answers only the user who started it, modules/media/media.test.ts)',
  '/api/files/property-documents/{}': 'stored documents (a wildcard path; property access only, modules/documents/documents.test.ts)',
  '/api/document-uploads/{}': 'resumable document uploads (the tus protocol; each upload answers only the user who started it, modules/documents/documents.test.ts)',
}

const kit = usePropertyKit()

/** Tomorrow 11:00–12:00 India time. */
function visitSlot() {
  const india = new Date(Date.now() + 86_400_000 + 330 * 60_000)
  const start = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), 11) - 330 * 60_000
  return { start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString() }
}

/** A split request for the target's boundary: its west and east halves. */
function halves(target: Property) {
  const ring = target.location.geofence.vertices.map((v) => ({ latitude: Number(v.latitude), longitude: Number(v.longitude) }))
  const split = generateAutoSplit(toSplitParent({ ...target, location: { ...target.location, geofence: { vertices: ring } } }), { mode: 'grid', rows: 1, columns: 2 })
  if (!split.ok) throw new Error(split.error)
  return { resultingProperties: split.value.parts.map((part) => ({ portion: part.portion, area: part.area, coordinates: part.coordinates })) }
}

async function fixture(row: Row): Promise<Fixture> {
  const active = await createAs(kit, 'seller', row.invited ? propertyBody(coOwned()) : propertyBody(row.rent ? forRent() : {}))
  const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Draft plot', type: 'land', status: 'draft' }, location: { address: { line1: 'Plot 9', city: 'Mohali', state: 'Punjab' }, geofence: { vertices: square(30.71, 76.71) } } }))
  const f: Fixture = { active, draft }
  if (row.second) {
    f.second = await createAs(kit, 'seller', propertyBody({ location: { address: { line1: 'Plot 11', city: 'Mohali', state: 'Punjab' }, geofence: { vertices: square(30.73, 76.73) } } }))
  }
  if (row.invited) {
    const received = await kit.app.inject({ url: '/api/users/me/invitations', headers: kit.headers.buyer })
    const [invitation] = received.json<{ invitations: { id: string; propertyId: string; role: string }[] }>().invitations
    if (invitation?.propertyId !== active.id || invitation.role !== 'owner') throw new Error(`no owner invitation for the buyer: ${received.body}`)
    f.invitation = invitation.id
  }
  if (row.adjacent || row.merge) {
    f.adjacent = await createAs(kit, 'seller', propertyBody({ location: { address: { line1: 'Flat 1204, Tower B', city: 'Mohali', state: 'Punjab' }, geofence: { vertices: square(30.7, 76.701) } } }))
  }
  if (row.split) f.split = (await answerOf(kit.app.inject({ method: 'POST', url: `/api/properties/${active.id}/split`, headers: kit.headers.seller, payload: halves(active) }))).operationId
  if (row.merge) {
    const payload = { sourceProperties: [{ propertyId: active.id }, { propertyId: f.adjacent!.id }] }
    f.merge = (await answerOf(kit.app.inject({ method: 'POST', url: '/api/properties/merge', headers: kit.headers.seller, payload }))).operationId
  }
  if (row.saved) {
    const saved = await kit.app.inject({ method: 'POST', url: '/api/users/me/saved-searches', headers: kit.headers.seller, payload: { name: 'Plots in Mohali', query: 'city=Mohali&type=land' } })
    if (saved.statusCode !== 201) throw new Error(`saving a search failed: ${saved.statusCode} ${saved.body}`)
    f.savedSearch = saved.json<{ savedSearch: { id: string } }>().savedSearch.id
  }
  if (row.inquiry) {
    const asked = await kit.app.inject({ method: 'POST', url: `/api/properties/${active.id}/inquiries`, headers: kit.headers.buyer, payload: { message: 'Is it available?' } })
    if (asked.statusCode !== 201) throw new Error(`asking failed: ${asked.statusCode} ${asked.body}`)
    f.inquiry = asked.json<{ inquiry: { id: string } }>().inquiry.id
  }
  if (row.visit) {
    const booked = await kit.app.inject({ method: 'POST', url: `/api/properties/${active.id}/visits`, headers: kit.headers.buyer, payload: { slots: [visitSlot()] } })
    if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.statusCode} ${booked.body}`)
    f.visit = booked.json<{ visit: { id: string } }>().visit.id
  }
  if (row.notified) f.notification = await notify(kit.database, owner.id)
  if (row.media) {
    const target = row.on === 'draft' ? draft : active
    const uploaded = await uploadFile(kit, 'seller', { propertyId: target.id, mediaType: 'images', filename: 'front.jpg', filetype: 'image/jpeg', bytes: await photoBytes(), register: row.media === 'registered' })
    const answer = uploaded.json<{ media?: { id: string }; file: { path: string } }>()
    if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.statusCode} ${uploaded.body}`)
    f.media = { path: answer.file.path, ...(answer.media ? { id: answer.media.id } : {}) }
  }
  if (row.document) {
    const target = row.on === 'draft' ? draft : active
    const uploaded = await uploadDocument(kit, 'seller', { propertyId: target.id, documentType: 'sale_deed', filename: 'deed.pdf', filetype: 'application/pdf', bytes: pdfBytes() })
    if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.statusCode} ${uploaded.body}`)
    const path = uploaded.json<{ file: { path: string } }>().file.path
    if (row.document === 'registered') {
      const registered = await kit.app.inject({ method: 'POST', url: `/api/properties/${target.id}/documents`, headers: kit.headers.seller, payload: { path, type: 'sale_deed', originalName: 'deed.pdf' } })
      if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.statusCode} ${registered.body}`)
      f.document = { path, id: registered.json<{ document: { id: string } }>().document.id }
    } else f.document = { path }
  }
  if (row.rent && row.rent !== 'listing') {
    const applied = await kit.app.inject({ method: 'POST', url: `/api/properties/${active.id}/rental-applications`, headers: kit.headers.buyer, payload: rentalApplication() })
    if (applied.statusCode !== 201) throw new Error(`applying failed: ${applied.statusCode} ${applied.body}`)
    f.rental = { applicationId: applied.json<{ application: { id: string } }>().application.id }
    if (row.rent !== 'applied') {
      const approved = await kit.app.inject({ method: 'POST', url: `/api/rental-applications/${f.rental.applicationId}/approve`, headers: kit.headers.seller, payload: {} })
      const rental = approved.json<{ application: { rental: { id: string; tenantId: string } | null } }>().application.rental
      if (approved.statusCode !== 200 || !rental) throw new Error(`approval failed: ${approved.statusCode} ${approved.body}`)
      f.rental = { ...f.rental, rentalId: rental.id, tenantId: rental.tenantId }
      if (row.rent === 'active') {
        const activated = await kit.app.inject({ method: 'POST', url: `/api/rentals/${rental.id}/activate`, headers: kit.headers.seller, payload: {} })
        if (activated.statusCode !== 200) throw new Error(`activation failed: ${activated.statusCode} ${activated.body}`)
      }
    }
  }
  if (row.bidding) {
    const opened = await kit.app.inject({ method: 'POST', url: `/api/properties/${active.id}/bidding`, headers: kit.headers.seller, payload: biddingTerms() })
    if (opened.statusCode !== 201) throw new Error(`opening bidding failed: ${opened.statusCode} ${opened.body}`)
    if (row.bidding === 'bid') {
      const placed = await kit.app.inject({ method: 'POST', url: `/api/properties/${active.id}/bids`, headers: kit.headers.buyer, payload: { amountPaise: 50_00_000_00 } })
      if (placed.statusCode !== 201) throw new Error(`bidding failed: ${placed.statusCode} ${placed.body}`)
      f.bid = placed.json<{ bid: { id: string } }>().bid.id
    }
  }
  if (row.proposal) {
    const made = await kit.app.inject({ method: 'POST', url: '/api/proposals', headers: kit.headers.buyer, payload: { propertyId: active.id, amountPaise: 80_00_000_00 } })
    if (made.statusCode !== 201) throw new Error(`offer failed: ${made.statusCode} ${made.body}`)
    f.proposal = made.json<{ proposal: { id: string } }>().proposal.id
  }
  if (row.deal) {
    const opened = await kit.app.inject({ method: 'POST', url: '/api/deals', headers: kit.headers.buyer, payload: { propertyId: active.id, amountPaise: 80_00_000_00 } })
    if (opened.statusCode !== 201) throw new Error(`deal failed: ${opened.statusCode} ${opened.body}`)
    f.deal = opened.json<{ deal: { id: string } }>().deal.id
  }
  if (row.paid && f.deal) {
    for (const [caller, action] of [['buyer', 'negotiate'], ['seller', 'agree']] as const) {
      const stepped = await kit.app.inject({ method: 'POST', url: `/api/deals/${f.deal}/transition`, headers: kit.headers[caller], payload: { action } })
      if (stepped.statusCode !== 200) throw new Error(`${action} failed: ${stepped.statusCode} ${stepped.body}`)
    }
    const started = await kit.app.inject({ method: 'POST', url: `/api/deals/${f.deal}/payments`, headers: { ...kit.headers.buyer, 'idempotency-key': 'matrix-fixture-key' } })
    if (started.statusCode !== 201) throw new Error(`payment failed: ${started.statusCode} ${started.body}`)
    const { payment, checkout } = started.json<{ payment: { id: string }; checkout: { orderId: string } }>()
    await kit.app.inject({ method: 'POST', url: `/api/test-gateway/orders/${checkout.orderId}/pay`, payload: { outcome: 'succeed', method: 'upi' } })
    await kit.app.payments.simulated!.settled()
    f.payment = payment.id
  }
  if (row.curator) {
    const asked = await kit.app.inject({ method: 'POST', url: '/api/dealer/representation-requests', headers: kit.headers.dealer, payload: { propertyId: active.id } })
    if (asked.statusCode !== 201) throw new Error(`asking failed: ${asked.statusCode} ${asked.body}`)
    f.request = asked.json<{ request: { id: string } }>().request.id
    if (row.curator === 'represented') {
      const accepted = await kit.app.inject({ method: 'POST', url: `/api/representation-requests/${f.request}/accept`, headers: kit.headers.seller })
      if (accepted.statusCode !== 200) throw new Error(`accepting failed: ${accepted.statusCode} ${accepted.body}`)
      const featured = await kit.app.inject({ method: 'PUT', url: `/api/dealer/featured/${active.id}`, headers: kit.headers.dealer })
      if (featured.statusCode !== 200) throw new Error(`featuring failed: ${featured.statusCode} ${featured.body}`)
    }
  }
  if (row.teamed) {
    const sent = await kit.app.inject({ method: 'POST', url: '/api/dealer/team/invitations', headers: kit.headers.dealer, payload: { phoneNumber: owner.phoneNumber, role: 'agent' } })
    if (sent.statusCode !== 201) throw new Error(`the owner was not invited: ${sent.body}`)
    const sentTeam = sent.json<{ team: { id: string; invitations: { id: string }[] } }>().team
    f.invitation = sentTeam.invitations[0]!.id
    if (row.teamed === true) {
      const accepted = await kit.app.inject({ method: 'POST', url: `/api/users/me/team-invitations/${f.invitation}/accept`, headers: kit.headers.seller })
      if (accepted.statusCode !== 200) throw new Error(`the owner did not join: ${accepted.body}`)
    }
    f.team = sentTeam.id
  }
  if (row.kyc) {
    await kit.database.query("UPDATE users SET kyc_status = 'not-started' WHERE id = $1", [owner.id])
    const form = new FormData()
    form.append('idType', 'pan')
    form.append('idNumber', 'ABCPE1234F')
    form.append('front', new Blob([pdfBytes()], { type: 'application/pdf' }), 'pan.pdf')
    const encoded = new Request('http://localhost/api/users/me/kyc', { method: 'POST', body: form })
    const headers = { ...kit.headers.seller, 'content-type': encoded.headers.get('content-type') ?? '' }
    const submitted = await kit.app.inject({ method: 'POST', url: '/api/users/me/kyc', headers, payload: Buffer.from(await encoded.arrayBuffer()) })
    if (submitted.statusCode !== 200) throw new Error(`KYC failed: ${submitted.statusCode} ${submitted.body}`)
    f.kycScan = submitted.json<{ kyc: { scans: { id: string }[] } }>().kyc.scans[0]?.id
  }
  if (row.on === 'deleted') {
    const deleted = await kit.app.inject({ method: 'DELETE', url: `/api/properties/${active.reference}`, headers: kit.headers.seller })
    if (deleted.statusCode !== 200) throw new Error(`delete failed: ${deleted.statusCode} ${deleted.body}`)
  }
  return f
}

async function answerOf(pending: Promise<{ statusCode: number; body: string }>): Promise<{ operationId: string }> {
  const response = await pending
  if (response.statusCode !== 201) throw new Error(`request failed: ${response.statusCode} ${response.body}`)
  return JSON.parse(response.body) as { operationId: string }
}

function requestOf(row: Row, f: Fixture) {
  const [method, path] = row.route.split(' ') as ['GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', string]
  const target = row.on === 'draft' ? f.draft : f.active
  const values: Record<string, string> = { id: target.id, reference: target.reference, userId: owner.id, did: owner.id, radius: '1000', propertyId: target.id, ...(f.invitation ? { invitationId: f.invitation } : {}), ...(f.split ? { splitId: f.split, operationId: f.split } : {}), ...(f.merge ? { mergeId: f.merge } : {}), ...(f.savedSearch ? { savedSearchId: f.savedSearch } : {}), ...(f.media?.id ? { mediaId: f.media.id } : {}), ...(f.document?.id ? { docId: f.document.id } : {}), ...(f.rental ? { applicationId: f.rental.applicationId, rentalId: f.rental.rentalId ?? '', tenantId: f.rental.tenantId ?? '' } : {}), ...(f.bid ? { bidId: f.bid } : {}),
    ...(f.proposal ? { proposalId: f.proposal } : {}),
    ...(f.deal ? { dealId: f.deal } : {}),
    ...(f.inquiry ? { inquiryId: f.inquiry } : {}),
    ...(f.notification ? { notificationId: f.notification } : {}),
    ...(f.visit ? { visitId: f.visit } : {}),
    ...(f.payment ? { paymentId: f.payment } : {}),
    ...(f.request ? { requestId: f.request } : {}),
    ...(f.team ? { teamId: f.team } : {}),
    ...(f.kycScan ? { scanId: f.kycScan } : {}),
    dealerId: demoUsers.dealer.id,
  }
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
  const body = row.body?.(f, target)
  return { method, url, ...(row.query ? { query: row.query(f) } : {}), ...(body === undefined ? {} : { payload: body as object }), headers: row.headers ?? {} }
}

/** What the answer was, in the table's words. */
function observed(expected: Cell, response: { statusCode: number; body: string }): string {
  const status = String(response.statusCode)
  if (status !== '200') return status
  if (expected === '200 anon') {
    const named = [owner.fullName, owner.id, owner.phoneNumber].filter((identity) => response.body.includes(identity))
    return named.length === 0 ? '200 anon' : `200 naming the owner (${named.join(', ')})`
  }
  if (expected === '200 refused' || response.body.includes('"failureCount"')) {
    const { successCount, failureCount } = JSON.parse(response.body) as { successCount: number; failureCount: number }
    if (failureCount > 0 && successCount === 0) return '200 refused'
  }
  return '200'
}

let document: OpenApiDocument
let routes: { path: string; methods: string[] }[]
beforeAll(() => {
  document = kit.app.swagger() as unknown as OpenApiDocument
  routes = routerRoutes(kit.app)
})

describe('the access matrix', () => {
  it('has a row for every operation that takes an id, and none for an operation that is gone', () => {
    // Compared by shape, so a renamed path parameter ({reference} to {id}) keeps its rows.
    const shapeOf = (key: string) => pathShape(key)
    const rowed = new Set([...matrix.map((row) => row.route), ...Object.keys(outsideTheMatrix)].map(shapeOf))
    const missing = idOperations(document)
      .filter((operation) => !rowed.has(shapeOf(operation.key)))
      .map((operation) => `${operation.key} takes ${operation.ids.join(', ')}: add its row to the access matrix`)
    const documented = new Set(Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => shapeOf(`${method.toUpperCase()} ${path}`))))
    const stale = [...matrix.map((row) => row.route), ...Object.keys(outsideTheMatrix)]
      .filter((key) => !documented.has(shapeOf(key)))
      .map((key) => `${key} is no longer an operation: remove its row`)
    expect([...missing, ...stale]).toEqual([])
  })

  it('knows every routed path with a parameter (the document leaves none out unnoticed)', () => {
    const shapes = new Set(Object.keys(document.paths).map(pathShape))
    const unknown = routes
      .map((route) => pathShape(route.path))
      .filter((shape) => shape.includes('{}') && !shapes.has(shape) && !(shape in undocumentedRoutes))
    const routed = new Set(routes.map((route) => pathShape(route.path)))
    const gone = Object.keys(undocumentedRoutes).filter((shape) => !routed.has(shape))
    expect(routes.length).toBeGreaterThan(40)
    expect(unknown).toEqual([])
    expect(gone).toEqual([])
  })

  it.each(matrix.map((row) => [`${row.route} on the ${row.on}${row.what ? ` (${row.what})` : ''}`, row] as const))(
    '%s',
    async (_, row) => {
      const mismatches: string[] = []
      // A read changes nothing, so every caller asks of one fixture; a write gets a fresh one each.
      const reads = row.route.startsWith('GET ')
      let f: Fixture | undefined
      for (const [index, caller] of roles.entries()) {
        if (!reads || !f) {
          await resetPropertyTables(kit.database)
          f = await fixture(row)
        }
        const request = requestOf(row, f)
        const response = await kit.app.inject({ ...request, headers: { ...request.headers, ...(caller ? kit.headers[caller] : {}) } })
        const expected = row.cells[index]!
        const got = observed(expected, response)
        if (got !== expected) mismatches.push(`${roleNames[index]}: expected ${expected}, got ${got} ${response.statusCode === 200 ? '' : response.body.slice(0, 120)}`)
      }
      expect(mismatches).toEqual([])
    },
  )
})
