// Request and response schemas of the inquiry calls (they also make the OpenAPI entries).
import { MAX_INQUIRY_MESSAGE_LENGTH, inquiryActions, inquiryMessages, inquiryStatuses, paginationSchema } from '@vishwas/domain'
import { z } from 'zod'
import { propertyIdParamsSchema } from '../properties-public/properties-public.schemas'
import { pageQuerySchema } from '../properties/property-stewardship.schemas'

export const inquiryParamsSchema = z.strictObject({
  inquiryId: z.uuid({ error: 'must be an inquiry id (UUID)' }).meta({ description: 'The inquiry id.' }),
})

export const propertyInquiryParamsSchema = propertyIdParamsSchema

const messageText = z
  .string()
  .trim()
  .min(1, { error: inquiryMessages.emptyMessage })
  .max(MAX_INQUIRY_MESSAGE_LENGTH, { error: `must be at most ${MAX_INQUIRY_MESSAGE_LENGTH} characters` })

export const askBodySchema = z.strictObject({
  message: messageText.meta({ description: 'The question.' }),
  sharePhone: z.boolean().default(false).meta({ description: 'Show my phone number to the people who manage this listing ("share my number").' }),
})

export const replyBodySchema = z.strictObject({ body: messageText.meta({ description: 'The message.' }) })

export const inquiryTransitionBodySchema = z.strictObject({
  action: z.enum(inquiryActions as [string, ...string[]]).meta({ description: `One of ${inquiryActions.join(', ')}.` }),
  version: z.number().int().min(0).optional().meta({ description: 'The version the caller read: a stale one is refused (409).' }),
})

export const inquiriesQuerySchema = pageQuerySchema.extend({
  status: z.enum(inquiryStatuses).optional(),
  propertyId: z.string().min(1).max(200).optional().meta({ description: 'Only inquiries about this listing (its id or PROP- reference).' }),
  role: z.enum(['asker', 'property']).optional().meta({ description: "asker: the ones I asked; property: those on listings I manage. Default both (an admin: every inquiry)." }),
})

export const inquiryViewSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyReference: z.string(),
  propertyTitle: z.string(),
  userId: z.string().meta({ description: 'The asker.' }),
  name: z.string().meta({ description: "The asker's name." }),
  phoneNumber: z.string().optional().meta({ description: 'Only when the asker shared their number.' }),
  sharePhone: z.boolean(),
  message: z.string().meta({ description: 'The first message of the thread.' }),
  messageCount: z.number().int(),
  channel: z.literal('web'),
  status: z.enum(inquiryStatuses),
  version: z.number().int(),
  allowedActions: z.array(z.string()).meta({ description: 'What the caller may do now.' }),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessageAt: z.string(),
})

export const inquiryMessageSchema = z.object({
  id: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable().meta({ description: "Hidden from the asker for the property side's messages." }),
  fromAsker: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
})

export const inquiryResponseSchema = z.object({ success: z.literal(true), inquiry: inquiryViewSchema })
export const askResponseSchema = inquiryResponseSchema.extend({ created: z.boolean().meta({ description: 'false: the question joined your open inquiry on this listing.' }) })
export const inquiryThreadResponseSchema = inquiryResponseSchema.extend({ messages: z.array(inquiryMessageSchema) })
export const inquiriesResponseSchema = z.object({ success: z.literal(true), inquiries: z.array(inquiryViewSchema), pagination: paginationSchema })
