// A buyer's shortlist: the listings they hearted. Kept on the server for a signed-in user and in
// the browser before sign-in; at sign-in the browser's list joins the server's (mergeShortlist).

/** How many listings one shortlist holds (a bound on what one person can make the server keep). */
export const MAX_SHORTLIST = 100

/** A comparison of shortlisted listings takes 2 to this many, side by side. */
export const MAX_SHORTLIST_COMPARED = 4

export const shortlistMessages = {
  full: `Your shortlist holds at most ${MAX_SHORTLIST} listings: remove one to add another`,
  compareRange: `Choose 2 to ${MAX_SHORTLIST_COMPARED} shortlisted listings to compare`,
} as const

/**
 * The browser's shortlist joined to the stored one at sign-in: the ids to add, in the browser's
 * order, without those already stored or repeated, and only as many as the shortlist has room for.
 */
export function mergeShortlist(input: { stored: readonly string[]; incoming: readonly string[]; max?: number }): { add: string[]; skipped: number } {
  const max = input.max ?? MAX_SHORTLIST
  const seen = new Set(input.stored)
  const fresh: string[] = []
  for (const id of input.incoming) {
    if (seen.has(id)) continue
    seen.add(id)
    fresh.push(id)
  }
  const room = Math.max(0, max - input.stored.length)
  return { add: fresh.slice(0, room), skipped: Math.max(0, fresh.length - room) }
}
