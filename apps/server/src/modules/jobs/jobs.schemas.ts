// Schemas of the admins' view of the scheduled jobs' runs (they make the OpenAPI entry).
import { paginationSchema } from '@vishwas/domain'
import { z } from 'zod'
import { JOB_NAMES } from '../../jobs/job-schedule'
import { pageQuerySchema } from '../properties/property-stewardship.schemas'

export const jobRunsQuerySchema = pageQuerySchema.extend({
  job: z.enum(JOB_NAMES as [string, ...string[]]).optional().meta({ description: `Only this job's runs: ${JOB_NAMES.join(', ')}.` }),
})

export const jobRunSchema = z.object({
  id: z.string(),
  job: z.string(),
  scope: z.string().meta({ description: "'' for a job of the whole deployment; else the place it ran for (an instance's upload folder)." }),
  slot: z.string().meta({ description: 'The start of the schedule slot the run was for (ISO 8601, UTC).' }),
  instance: z.string().meta({ description: 'The server instance that ran it (host name and process id).' }),
  status: z.enum(['running', 'succeeded', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  itemsTouched: z.number().int().nullable().meta({ description: 'How many items the run touched (files removed, listings purged, documents archived or marked).' }),
  error: z.string().nullable().meta({ description: 'Why the run failed.' }),
})

export const jobRunsResponseSchema = z.object({
  success: z.literal(true),
  runs: z.array(jobRunSchema).meta({ description: 'Most recently started first.' }),
  pagination: paginationSchema,
})
