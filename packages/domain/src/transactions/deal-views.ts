// A deal as the API answers it (GET/POST /api/deals...): the server validates its answers and
// documents them with these schemas, the web app reads the same types.
import { z } from 'zod'
import { listingTypes } from '../property/property-enums'
import { dealPartyRoles, escrowStatuses, paymentStatuses } from '../schemas/deal-schemas'
import { dealActions, dealMachineStatuses } from './deal-machine'

export const dealPartyViewSchema = z.object({ userId: z.string(), role: z.enum(dealPartyRoles), name: z.string() })
export type DealPartyView = z.infer<typeof dealPartyViewSchema>

export const dealViewSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    propertyReference: z.string(),
    propertyTitle: z.string(),
    type: z.enum(listingTypes),
    parties: z.array(dealPartyViewSchema),
    amountPaise: z.number().int(),
    tokenAmountPaise: z.number().int().nullable(),
    terms: z.string(),
    status: z.enum(dealMachineStatuses),
    source: z.enum(['proposal', 'bid', 'direct']),
    sourceId: z.string().nullable(),
    agreementDate: z.string().nullable(),
    closingDate: z.string().nullable(),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    allowedActions: z.array(z.enum(dealActions)).meta({ description: 'The steps you may take now.' }),
    tokenDuePaise: z.number().int().meta({ description: "The token amount the buyer pays into escrow: the deal's, or 10 % of the amount." }),
    canPayToken: z.boolean().meta({ description: 'You are the buyer side and the deal is agreed: pay the token with POST /api/deals/{dealId}/payments.' }),
  })
  .meta({ title: 'Deal view', description: 'A deal with its parties and the steps the caller may take.' })
export type DealView = z.infer<typeof dealViewSchema>

export const dealEventViewSchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string().meta({ description: "open, or the step taken (negotiate, agree, fund-escrow, verify-documents, complete, cancel)." }),
  fromStatus: z.enum(dealMachineStatuses).nullable(),
  toStatus: z.enum(dealMachineStatuses),
  note: z.string(),
  createdAt: z.string(),
})
export type DealEventView = z.infer<typeof dealEventViewSchema>

/** The deal's latest token payment: whether it is under way, paid and held, released or refunded. */
export const dealTokenPaymentViewSchema = z
  .object({ id: z.string(), status: z.enum(paymentStatuses), escrowStatus: z.enum(escrowStatuses), amountPaise: z.number().int(), receiptNumber: z.string().nullable() })
  .meta({ description: "The deal's latest token payment (its payer, payee and admins read it at /api/payments/{id}), or null." })
export type DealTokenPaymentView = z.infer<typeof dealTokenPaymentViewSchema>

/** A deal on its own page: with its timeline, its token payment and the platform's fee. */
export const dealWithTimelineViewSchema = dealViewSchema.extend({
  timeline: z.array(dealEventViewSchema),
  tokenPayment: dealTokenPaymentViewSchema.nullable(),
  platformFeePaise: z.number().int().meta({ description: "The platform's fee taken from the escrow when the deal completes (PLATFORM_FEE_BASIS_POINTS of the token; 0 unless set)." }),
})
export type DealWithTimelineView = z.infer<typeof dealWithTimelineViewSchema>
