// The bidding answers as the API gives them (GET/POST /api/properties/{id}/bidding, /api/bids...):
// a listing's bidding window, never naming bidders, and bids as their bidder, the property side
// and admins see them. The server validates and documents its answers with these schemas; the web
// app reads the same types.
import { z } from 'zod'
import { bidStatuses } from '../schemas/engagement-enums'
import { bidSchema } from '../schemas/engagement-schemas'
import { biddingOutcomes, biddingStatuses } from './bidding'

/** What anyone may know of a listing's bidding; the reserve and the caller's own bid only to those entitled. */
export const biddingViewSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    status: z.enum(biddingStatuses),
    startingPaise: z.number().int().meta({ description: 'The least the first bid may be.' }),
    incrementPaise: z.number().int(),
    closesAt: z.string(),
    openedAt: z.string(),
    closedAt: z.string().nullable(),
    highestPaise: z.number().int().nullable().meta({ description: 'The highest standing bid (the winning or best one once closed).' }),
    bidCount: z.number().int().meta({ description: 'Bids that stand (not withdrawn or rejected).' }),
    minimumNextPaise: z.number().int().nullable().meta({ description: 'The least the next bid may be; null once closed.' }),
    reserveMet: z.boolean(),
    outcome: z.enum(biddingOutcomes).nullable().meta({ description: 'sold, reserve-not-met or no-bids once closed.' }),
    reservePaise: z.number().int().optional().meta({ description: 'Only for the property side and admins.' }),
    canManage: z.boolean().meta({ description: 'Whether the caller may close bidding and reject bids (the property side or an admin).' }),
    yourBid: z.object({ id: z.string(), amountPaise: z.number().int(), status: z.enum(bidStatuses) }).optional().meta({ description: "The caller's latest bid here." }),
  })
  .meta({ title: 'Bidding', description: "A listing's bidding window as the caller may see it: never the bidders' identities." })
export type BiddingView = z.infer<typeof biddingViewSchema>

export const bidViewSchema = bidSchema.extend({
  windowId: z.string(),
  bidderName: z.string(),
  propertyTitle: z.string().meta({ description: 'The listing bid on.' }),
  message: z.string().nullable(),
})
export type BidView = z.output<typeof bidViewSchema>
