// Schemas of the automatic evaluation calls (they make the OpenAPI entries).
import { paginationSchema, scoreFactorKeys, scoreFlagKeys } from '@vishwas/domain'
import { z } from 'zod'
import { integerParam } from '../../lib/http-schemas'
import { propertyIdParamsSchema } from '../properties-public/properties-public.schemas'
import { pageQuerySchema } from '../properties/property-stewardship.schemas'

export { propertyIdParamsSchema as scoreParamsSchema }

const factorSchema = z
  .object({
    key: z.enum(scoreFactorKeys),
    label: z.string(),
    points: z.number().int().min(0),
    maxPoints: z.number().int().min(0),
    reason: z.string().meta({ description: 'Why the factor gave these points, in words for the page.' }),
  })
  .meta({ title: 'Score factor' })

const flagSchema = z.object({ key: z.enum(scoreFlagKeys), message: z.string() }).meta({ title: 'Score flag' })

const overrideSchema = z
  .object({
    score: z.number().int().min(0).max(100),
    reason: z.string(),
    by: z.string().nullable().meta({ description: "The admin's user id (null once their account is gone)." }),
    at: z.string(),
  })
  .nullable()
  .meta({ description: "An admin's score in place of the computed one, with the reason; null when none." })

const scoreFields = {
  computed: z.number().int().min(0).max(100).meta({ description: 'The score the rules give, 0 to 100: the sum of the factors’ points.' }),
  override: overrideSchema,
  effective: z.number().int().min(0).max(100).meta({ description: 'The score shown and searched: the override, else the computed score.' }),
  factors: z.array(factorSchema),
  flags: z.array(flagSchema),
  computedAt: z.string().meta({ description: 'When the computed answer last changed.' }),
}

export const scoreResponseSchema = z.object({ success: z.literal(true), score: z.object(scoreFields).meta({ title: 'Property score' }) })

const adminScoreSchema = z
  .object({
    propertyId: z.uuid(),
    reference: z.string(),
    title: z.string(),
    city: z.string(),
    locality: z.string().nullable(),
    overrideByName: z.string().nullable(),
    ...scoreFields,
  })
  .meta({ title: 'Property score (admin)' })

const booleanText = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true')
  .optional()

export const adminScoresQuerySchema = pageQuerySchema.extend({
  flagged: booleanText.meta({ description: 'true: only scores with a flag (e.g. a price far from the locality median); false: only those without.' }),
  overridden: booleanText.meta({ description: 'true: only scores an admin overrode; false: only computed ones.' }),
  minScore: integerParam(0, 100).optional().meta({ description: 'Lowest effective score, 0 to 100.' }),
  maxScore: integerParam(0, 100).optional().meta({ description: 'Highest effective score, 0 to 100.' }),
})

export const adminScoresResponseSchema = z.object({
  success: z.literal(true),
  scores: z.array(adminScoreSchema).meta({ description: 'Lowest effective score first.' }),
  pagination: paginationSchema,
})

export const adminScoreResponseSchema = z.object({ success: z.literal(true), score: adminScoreSchema })

export const overrideBodySchema = z.strictObject({
  score: z.number({ error: 'must be a whole number from 0 to 100' }).int({ error: 'must be a whole number from 0 to 100' }).min(0).max(100),
  reason: z.string({ error: 'is required' }).max(1_000, { error: 'must be at most 1000 characters' }).meta({ description: 'Why the computed score is wrong: required, kept with the override and in the audit trail.' }),
})
