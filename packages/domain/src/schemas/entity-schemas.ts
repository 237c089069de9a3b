// Every entity schema by name: the server validates with them and serves them as JSON Schema.
import type { ZodType } from 'zod'
import { paginationSchema } from '../pagination/pagination'
import { propertySchema } from '../property/property-schema'
import { statisticsSchema } from '../statistics/statistics'
import { userSchema } from '../user/user-schema'

export const entitySchemas = {
  user: userSchema,
  property: propertySchema,
  statistics: statisticsSchema,
  pagination: paginationSchema,
} satisfies Record<string, ZodType>

export type EntityName = keyof typeof entitySchemas
export const entityNames = Object.keys(entitySchemas) as EntityName[]
