// The dealer's Curator (SPEC §2 /dealer): the listings a dealer represents, their requests to
// represent a listing (the mirror of an owner inviting a dealer: the owners answer), featured
// listings for the home page's "Curated by" row, private notes, and the dealer's team.
import type { teamRoles } from '../schemas/engagement-enums'

/** A dealer features at most this many listings. */
export const MAX_FEATURED_LISTINGS = 10
/** A private note is plain text of at most this many characters. */
export const MAX_DEALER_NOTE_CHARS = 2000
/** A request to represent carries an optional message of at most this many characters. */
export const MAX_REQUEST_MESSAGE_CHARS = 500
/** A dealer's team has at most this many members besides the dealer. */
export const MAX_TEAM_MEMBERS = 50
/** How many featured dealers the home page's row shows at most. */
export const MAX_CURATED_DEALERS = 3

/** The roles a dealer gives a member (the dealer is the team's owner). */
export const teamMemberRoles = ['admin', 'agent', 'viewer'] as const satisfies readonly (typeof teamRoles)[number][]
export type TeamMemberRole = (typeof teamMemberRoles)[number]

export const representationRequestStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const
export type RepresentationRequestStatus = (typeof representationRequestStatuses)[number]

export const curatorMessages = {
  dealerPrivilegesRequired: 'You need dealer privileges to access this page',
  dealerVerificationFailed: 'There was a problem verifying your dealer privileges',
  featuredLimit: `You can feature at most ${MAX_FEATURED_LISTINGS} listings. Unfeature one before featuring another.`,
  featureActiveOnly: 'Only an active listing you represent can be featured',
  notYourListing: 'You do not represent this listing',
  alreadyRepresenting: 'You already represent this listing',
  requestPending: 'You have already asked to represent this listing',
  requestNotFound: 'Request not found',
  requestNotPending: 'This request has already been answered or withdrawn',
  requestListingNotActive: 'You can ask to represent an active listing only',
  ownersOnlyAnswer: "Only the listing's owners or an admin can answer a request to represent it",
  noteTooLong: `A note is at most ${MAX_DEALER_NOTE_CHARS} characters`,
  memberNotFound: 'Team member not found',
  teamNotFound: 'Team not found',
  listingReleased: 'Listing released',
} as const

/** What a team member may do for the team's dealer. */
export function teamRoleCan(role: (typeof teamRoles)[number]): { readListings: boolean; actOnListings: boolean; readNotes: boolean; manageTeam: boolean } {
  return {
    // Every member reads the dealer's listings (drafts included, and their tools' pages).
    readListings: true,
    // Agents act for the dealer on the dealer's listings (edit, tools); admins too; viewers only read.
    actOnListings: role === 'owner' || role === 'admin' || role === 'agent',
    // Private notes: the dealer and the team's admins only.
    readNotes: role === 'owner' || role === 'admin',
    manageTeam: role === 'owner',
  }
}

type Listing = { title: string; reference: string }
const quoted = (text: string) => `'${text.length > 80 ? `${text.slice(0, 79)}…` : text}'`
const nameOr = (name: string, fallback: string) => name.trim() || fallback

/** What the owners read when a dealer asks to represent their listing. */
export function representationRequestNotice(input: { dealerName: string; listing: Listing }): { title: string; body: string } {
  return {
    title: `A dealer asks to represent ${input.listing.reference}`,
    body: `${nameOr(input.dealerName, 'A dealer')} asks to be the dealer of ${quoted(input.listing.title)}. Accept or decline it in your profile or My Portfolio.`,
  }
}

/** What the dealer reads when the owners answer. */
export function representationAnswerNotice(input: { accepted: boolean; listing: Listing }): { title: string; body: string } {
  return input.accepted
    ? { title: `You now represent ${input.listing.reference}`, body: `Your request to represent ${quoted(input.listing.title)} was accepted.` }
    : { title: `Your request for ${input.listing.reference} was declined`, body: `The owners of ${quoted(input.listing.title)} declined your request to represent it.` }
}

/** What the owners read when their dealer releases the listing. */
export function releaseNotice(input: { dealerName: string; listing: Listing }): { title: string; body: string } {
  return {
    title: `Your dealer released ${input.listing.reference}`,
    body: `${nameOr(input.dealerName, 'Your dealer')} no longer represents ${quoted(input.listing.title)}. You can name another dealer on its tools page.`,
  }
}
