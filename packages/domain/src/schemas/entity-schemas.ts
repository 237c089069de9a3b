// Every entity schema by name: the server validates with them, GET /api/schemas serves them as
// JSON Schema, and the web's forms and Schema Explorer render from them.
import type { ZodType } from 'zod'
import { tokenPayloadSchema } from '../auth/token'
import { comparisonResultSchema } from '../comparison/compare-properties'
import { mediaItemSchema, propertyDocumentSchema } from '../documents/document-schemas'
import { mergeRequestSchema } from '../merge/merge-schemas'
import { paginationSchema } from '../pagination/pagination-schema'
import { propertySchema } from '../property/property-schema'
import { weatherStateSchema } from '../scenery/weather-state-schema'
import { resultingPartSchema, splitPartDraftSchema, splitRequestSchema } from '../split/split-schemas'
import { statisticsSchema } from '../statistics/statistics'
import { userSchema } from '../user/user-schema'
import { dealSchema, paymentSchema, transactionSchema } from './deal-schemas'
import { bidSchema, inquirySchema, notificationSchema, proposalSchema, scheduleSchema, teamSchema } from './engagement-schemas'
import { applicationSchema, rentalSchema, tenantSchema } from './rental-schemas'

export const entitySchemas = {
  // The 14 entities of SPEC §1
  user: userSchema,
  property: propertySchema,
  rental: rentalSchema,
  tenant: tenantSchema,
  application: applicationSchema,
  deal: dealSchema,
  payment: paymentSchema,
  transaction: transactionSchema,
  team: teamSchema,
  proposal: proposalSchema,
  bid: bidSchema,
  schedule: scheduleSchema,
  inquiry: inquirySchema,
  notification: notificationSchema,
  // The other shapes of SPEC §3
  propertyDocument: propertyDocumentSchema,
  mediaItem: mediaItemSchema,
  splitRequest: splitRequestSchema,
  resultingPart: resultingPartSchema,
  splitPartDraft: splitPartDraftSchema,
  mergeRequest: mergeRequestSchema,
  statistics: statisticsSchema,
  comparisonResult: comparisonResultSchema,
  weatherState: weatherStateSchema,
  tokenPayload: tokenPayloadSchema,
  pagination: paginationSchema,
} satisfies Record<string, ZodType>

export type EntityName = keyof typeof entitySchemas
export const entityNames = Object.keys(entitySchemas) as EntityName[]

/** The 14 entities SPEC §1 names. */
export const SPEC_ENTITY_NAMES = [
  'user',
  'property',
  'rental',
  'tenant',
  'application',
  'deal',
  'payment',
  'transaction',
  'team',
  'proposal',
  'bid',
  'schedule',
  'inquiry',
  'notification',
] as const satisfies readonly EntityName[]
