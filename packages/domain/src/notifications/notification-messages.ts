// What people read about notifications: the refusals of the notification calls and the words of
// the notifications that today's events send (invitations, a dealer's change to a listing, a
// saved search's new matches). Other events' words live beside their own rules.

/** A saved search tells its owner of new matches at most this often. */
export const SAVED_SEARCH_ALERT_INTERVAL_MS = 24 * 60 * 60 * 1000
/** The listings one saved-search alert names at most (the alert links to the search for the rest). */
export const SAVED_SEARCH_ALERT_MAX_LISTINGS = 3

export const notificationMessages = {
  notFound: 'Notification not found',
  streamAccept: "The notification stream is an event stream: send 'Accept: text/event-stream'",
} as const

type Listing = { title: string; reference: string }

const quoted = (text: string) => `'${text.length > 80 ? `${text.slice(0, 79)}…` : text}'`

/** The notification an invitee receives when someone names them an owner or the dealer of a listing. */
export function invitationNotice(input: { role: 'owner' | 'dealer'; inviterName: string; listing: Listing }): { title: string; body: string } {
  const who = input.inviterName.trim() || 'Someone'
  const as = input.role === 'owner' ? 'an owner' : 'the dealer'
  return {
    title: `You are invited to be ${as} of ${input.listing.reference}`,
    body: `${who} named you ${as} of ${quoted(input.listing.title)}. Accept or decline it in your profile.`,
  }
}

/** The notification each owner receives when a dealer who does not represent their listing changes it. */
export function dealerChangeNotice(input: { dealerName: string; listing: Listing; fields: readonly string[] }): { title: string; body: string } {
  const who = input.dealerName.trim() || 'A dealer'
  const what = input.fields.length > 0 ? `: ${input.fields.slice(0, 5).join(', ')}${input.fields.length > 5 ? ' …' : ''}` : ''
  return {
    title: `A dealer changed your listing ${input.listing.reference}`,
    body: `${who}, who does not represent ${quoted(input.listing.title)}, changed it${what}.`,
  }
}

/** The notification of a saved search's new matches (`listings`: the first few of `count`). */
export function savedSearchNotice(input: { searchName: string; count: number; listings: readonly Listing[] }): { title: string; body: string } {
  const { count } = input
  const title = count === 1 ? `A new listing matches ${quoted(input.searchName)}` : `${count} new listings match ${quoted(input.searchName)}`
  const named = input.listings.map((listing) => `${listing.title} (${listing.reference})`).join('; ')
  const more = count > input.listings.length ? ` and ${count - input.listings.length} more` : ''
  return { title, body: `${named}${more}.` }
}

/** The header bell's accessible name: "Notifications, 3 unread". */
export function notificationBellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications, none unread'
}

/** The bell's badge: the count, or 99+ past 99. */
export const unreadBadgeText = (unread: number): string => (unread > 99 ? '99+' : String(unread))
