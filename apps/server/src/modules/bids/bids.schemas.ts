// Request and response schemas of the bidding calls (they also make the OpenAPI entries).
import { bidStatuses, bidViewSchema, biddingViewSchema, multilineText, paginationQuerySchema, paginationSchema } from '@vishwas/domain'
import { z } from 'zod'
import { propertyIdParamsSchema } from '../properties-public/properties-public.schemas'

export const biddingParamsSchema = propertyIdParamsSchema
export const bidParamsSchema = z.strictObject({ bidId: z.uuid({ error: 'must be a bid id (UUID)' }).meta({ description: 'The bid id.' }) })

const paise = (description: string) => z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).meta({ description: `${description} In paise (₹1 = 100 paise).` })

export const openBiddingBodySchema = z.strictObject({
  startingPaise: paise('The least the first bid may be; the increment when absent (it may not be below it).').optional(),
  reservePaise: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).meta({ description: 'The least the winning bid must reach; shown only to the property side and admins. In paise.' }),
  incrementPaise: paise('How much each bid must beat the highest by (at least ₹1).'),
  closesAt: z.iso.datetime({ offset: true, error: 'must be a date and time with its offset (ISO 8601)' }).meta({ description: 'When bidding closes: at least 10 minutes and at most 90 days from now.' }),
})

export const placeBidBodySchema = z.strictObject({
  amountPaise: paise('The bid.'),
  message: multilineText(1000, 'Message').optional().meta({ description: 'A note to the seller, shown to the property side.' }),
})

export const bidListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  status: z.enum(bidStatuses).optional().meta({ description: 'Only bids in this status.' }),
  propertyId: propertyIdParamsSchema.shape.id.optional().meta({ description: "Only bids on this listing (UUID or PROP- reference)." }),
  role: z.enum(['bidder', 'property']).optional().meta({ description: 'bidder: your own bids; property: bids on listings you stand for (owner, creator, lister, current dealer). Both when absent; admins see every bid.' }),
})

export const biddingResponseSchema = z.object({
  success: z.literal(true),
  bidding: biddingViewSchema.nullable().meta({ description: 'null when the listing was never opened to bids.' }),
  canManage: z.boolean().meta({ description: 'Whether the caller may open bidding here, close it and reject bids (the property side or an admin).' }),
})
export const biddingOpenedResponseSchema = z.object({ success: z.literal(true), bidding: biddingViewSchema })
export const bidPlacedResponseSchema = z.object({ success: z.literal(true), bid: bidViewSchema, bidding: biddingViewSchema })
export const bidResponseSchema = z.object({ success: z.literal(true), bid: bidViewSchema })
export const bidListResponseSchema = z.object({ success: z.literal(true), bids: z.array(bidViewSchema), pagination: paginationSchema })
