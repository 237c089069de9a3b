// Request and response schemas of the invitation calls (they also make the OpenAPI entries).
import { MAX_PAGE_LIMIT, PAGINATION_DEFAULTS, invitationRoles, invitationStatuses, ownershipTypes, paginationSchema } from '@vishwas/domain'
import { z } from 'zod'
import { integerParam } from '../../lib/http-schemas'
import { MAX_PAGE } from '../properties-public/properties-public.schemas'
import { referenceParamsSchema } from './properties.schemas'

const invitationId = z.uuid({ error: 'must be an invitation id (UUID)' }).meta({ description: 'The invitation id.' })

export const invitationParamsSchema = z.strictObject({ invitationId })
export const propertyInvitationParamsSchema = referenceParamsSchema.extend({ invitationId })

export const receivedQuerySchema = z.strictObject({
  page: integerParam(1, MAX_PAGE).default(PAGINATION_DEFAULTS.page).meta({ description: `Page number, 1 to ${MAX_PAGE} (default 1).` }),
  limit: integerParam(1, MAX_PAGE_LIMIT)
    .default(PAGINATION_DEFAULTS.limit)
    .meta({ description: `Invitations per page, 1 to ${MAX_PAGE_LIMIT} (default ${PAGINATION_DEFAULTS.limit}).` }),
})

const invitationShape = {
  id: z.string(),
  propertyId: z.string(),
  inviteeId: z.string().meta({ description: 'The invited user (did).' }),
  role: z.enum(invitationRoles).meta({ description: 'owner or dealer.' }),
  share: z.number().nullable().meta({ description: 'The share proposed for an owner, per cent; null for a dealer.' }),
  ownershipType: z.enum(ownershipTypes).nullable(),
  status: z.enum(invitationStatuses),
  invitedBy: z.string().meta({ description: 'Who named the invitee (did).' }),
  createdAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
}

export const invitationSchema = z.object(invitationShape).meta({ title: 'Invitation', description: 'A person named as an owner or the dealer of a listing, until they answer.' })

export const receivedInvitationSchema = z
  .object({
    ...invitationShape,
    inviterName: z.string().meta({ description: 'The full name of who named you.' }),
    property: z.object({ id: z.string(), reference: z.string(), title: z.string(), city: z.string(), state: z.string(), status: z.string() }),
  })
  .meta({ title: 'Received invitation', description: 'An invitation to you, with the listing it concerns.' })

export const sentInvitationSchema = z
  .object({ ...invitationShape, inviteeName: z.string(), inviterName: z.string() })
  .meta({ title: 'Pending invitation', description: "A pending invitation on a listing, for the listing's managers." })

export const receivedListResponseSchema = z.object({ success: z.literal(true), invitations: z.array(receivedInvitationSchema), pagination: paginationSchema })
export const propertyInvitationsResponseSchema = z.object({ success: z.literal(true), invitations: z.array(sentInvitationSchema) })
export const invitationResponseSchema = z.object({ success: z.literal(true), invitation: invitationSchema })
