// The automatic evaluation calls (issue #25): a listing's score with its reasons for whoever may
// see the listing, and for admins the list of scores and the override (with a required reason,
// kept apart from the computed score and recorded in the audit trail).
import { paginate } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { adminScoreResponseSchema, adminScoresQuerySchema, adminScoresResponseSchema, overrideBodySchema, scoreParamsSchema, scoreResponseSchema } from './evaluation.schemas'
import { clearPropertyScoreOverride, getPropertyScore, listPropertyScores, overridePropertyScore, type ScoresDeps } from './property-scores.service'

const evaluationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: ScoresDeps = { database: app.database, properties: createPropertiesRepository(app.database) }
  const tags = ['evaluation']
  // The admin guard ran: the caller is signed in.
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/properties/:id/score',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "A listing's automatic evaluation, with each factor's points and reason",
        description:
          'Anyone may read a live listing’s score; any other needs property access (404 otherwise). 404 too when the listing has not been scored yet. The effective score is an admin’s override when there is one.',
        params: scoreParamsSchema,
        response: { 200: scoreResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, score: await getPropertyScore({ deps, auth: request.auth, property: request.params.id }) }),
  )

  app.get(
    '/admin/evaluation/properties',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: [...tags, 'admin'],
        summary: 'Listings’ scores for review: flagged, overridden, by score',
        description: 'Admins only. Lowest effective score first.',
        querystring: adminScoresQuerySchema,
        response: { 200: adminScoresResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { page, limit, flagged, overridden, minScore, maxScore } = request.query
      const { scores, total } = await listPropertyScores({ deps, filter: { page, limit, flagged, overridden, minScore, maxScore } })
      return { success: true as const, scores, pagination: paginate(total, page, limit) }
    },
  )

  app.put(
    '/admin/evaluation/properties/:id/override',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: [...tags, 'admin'],
        summary: 'Override a listing’s score, with a reason',
        description: 'Admins only. The computed score stays beside it and is still recomputed; the override is what the listing shows and the searches read until it is cleared. Recorded in the audit trail.',
        params: scoreParamsSchema,
        body: overrideBodySchema,
        response: { 200: adminScoreResponseSchema, ...errorResponses(400, 401, 403, 404, 415, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      score: await overridePropertyScore({ deps, auth: authOf(request), property: request.params.id, score: request.body.score, reason: request.body.reason, now: new Date() }),
    }),
  )

  app.delete(
    '/admin/evaluation/properties/:id/override',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: [...tags, 'admin'],
        summary: 'Clear the override: back to the computed score',
        description: 'Admins only. 409 when the score has no override. Recorded in the audit trail.',
        params: scoreParamsSchema,
        response: { 200: adminScoreResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({ success: true as const, score: await clearPropertyScoreOverride({ deps, auth: authOf(request), property: request.params.id }) }),
  )
  done()
}

export default evaluationRoutes
