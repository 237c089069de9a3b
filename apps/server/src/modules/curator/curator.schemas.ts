// Request and response schemas of the Curator's calls (they also make the OpenAPI entries).
import {
  MAX_PAGE_LIMIT,
  PAGINATION_DEFAULTS,
  dealerNoteBodySchema,
  paginationSchema,
  representationRequestBodySchema,
  representationRequestStatuses,
  teamInvitationBodySchema,
  teamMemberRoleBodySchema,
  teamMemberRoles,
} from '@vishwas/domain'
import { z } from 'zod'
import { integerParam } from '../../lib/http-schemas'
import { MAX_PAGE } from '../properties-public/properties-public.schemas'
import { referenceParamsSchema } from '../properties/properties.schemas'

export { dealerNoteBodySchema, representationRequestBodySchema, teamInvitationBodySchema, teamMemberRoleBodySchema }

const uuid = (what: string) => z.uuid({ error: `must be ${what} (UUID)` })

export const requestParamsSchema = z.strictObject({ requestId: uuid('a request id').meta({ description: 'The request id.' }) })
export const dealerNoteParamsSchema = referenceParamsSchema.extend({ dealerId: uuid('a user id').meta({ description: 'The dealer (team owner).' }) })
export const memberParamsSchema = z.strictObject({ userId: uuid('a user id').meta({ description: 'The member (did).' }) })
export const invitationParamsSchema = z.strictObject({ invitationId: uuid('an invitation id').meta({ description: 'The invitation id.' }) })
export const teamParamsSchema = z.strictObject({ teamId: uuid('a team id').meta({ description: 'The team id.' }) })

const page = {
  page: integerParam(1, MAX_PAGE).default(PAGINATION_DEFAULTS.page).meta({ description: `Page number, 1 to ${MAX_PAGE} (default 1).` }),
  limit: integerParam(1, MAX_PAGE_LIMIT).default(PAGINATION_DEFAULTS.limit).meta({ description: `Per page, 1 to ${MAX_PAGE_LIMIT} (default ${PAGINATION_DEFAULTS.limit}).` }),
}
export const pageQuerySchema = z.strictObject(page)
export const sentQuerySchema = z.strictObject({ ...page, status: z.enum(representationRequestStatuses).optional().meta({ description: 'Only requests with this status.' }) })

const listingSummarySchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    title: z.string(),
    status: z.string(),
    city: z.string(),
    state: z.string(),
    locality: z.string().nullable(),
    price: z.number().nullable().meta({ description: 'Total price (sale) or rent per period, rupees.' }),
    listingType: z.string().nullable(),
  })
  .meta({ title: 'Listing summary' })

const requestSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    dealerId: z.string(),
    dealerName: z.string(),
    message: z.string(),
    status: z.enum(representationRequestStatuses),
    createdAt: z.iso.datetime(),
    respondedAt: z.iso.datetime().nullable(),
    property: listingSummarySchema,
  })
  .meta({ title: 'Representation request', description: "A dealer's request to represent a listing; its owners accept or decline." })

const featuredSchema = listingSummarySchema
  .extend({
    position: z.number().int(),
    featuredAt: z.iso.datetime(),
    represented: z.boolean().meta({ description: 'Whether the dealer still represents it (the home page shows only those, and only active ones).' }),
  })
  .meta({ title: 'Featured listing' })

const teamSchema = z
  .object({
    id: z.string().nullable().meta({ description: 'Null until the first member joins.' }),
    name: z.string(),
    ownerId: z.string(),
    members: z.array(z.object({ userId: z.string(), name: z.string(), phoneNumber: z.string(), role: z.enum(teamMemberRoles), joinedAt: z.iso.datetime() })),
    invitations: z
      .array(z.object({ id: z.string(), phoneNumber: z.string(), role: z.enum(teamMemberRoles), sentAt: z.iso.datetime(), expiresAt: z.iso.datetime() }))
      .meta({ description: 'Open invitations: only the number the dealer typed, whether or not it belongs to a user (a declined one stays here until it lapses).' }),
  })
  .meta({ title: 'Dealer team' })

const membershipSchema = z
  .object({ teamId: z.string(), name: z.string(), dealerId: z.string(), dealerName: z.string(), role: z.enum(teamMemberRoles), joinedAt: z.iso.datetime() })
  .meta({ title: 'Team membership' })

const ok = z.literal(true)
export const requestResponseSchema = z.object({ success: ok, request: requestSchema })
export const requestsResponseSchema = z.object({ success: ok, requests: z.array(requestSchema), pagination: paginationSchema })
export const featuredResponseSchema = z.object({ success: ok, featured: z.array(featuredSchema) })
export const noteResponseSchema = z.object({ success: ok, note: z.object({ propertyId: z.string(), text: z.string(), updatedAt: z.iso.datetime().nullable() }) })
export const teamResponseSchema = z.object({ success: ok, team: teamSchema })
const receivedInvitationSchema = z
  .object({ id: z.string(), teamId: z.string(), teamName: z.string(), dealerName: z.string(), role: z.enum(teamMemberRoles), sentAt: z.iso.datetime(), expiresAt: z.iso.datetime() })
  .meta({ title: 'Team invitation', description: "An open invitation to your phone number to join a dealer's team." })
export const teamMessageResponseSchema = z.object({ success: ok, message: z.string(), team: teamSchema })
export const receivedInvitationsResponseSchema = z.object({ success: ok, invitations: z.array(receivedInvitationSchema) })
export const membershipsResponseSchema = z.object({ success: ok, teams: z.array(membershipSchema) })
export const messageResponseSchema = z.object({ success: ok, message: z.string() })
export const curatedResponseSchema = z.object({
  success: ok,
  curated: z.array(z.object({ dealer: z.object({ id: z.string(), name: z.string() }), listings: z.array(listingSummarySchema) })).meta({
    description: "Dealers' featured listings that are active and still theirs, at most three dealers.",
  }),
})
