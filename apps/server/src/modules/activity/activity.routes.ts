// GET /api/users/me/activity: the signed-in person's questions, visits, offers, bids, deals,
// applications and tenancies in one list, newest first.
import { activityItemSchema, activityKinds, messages, paginate, paginationQuerySchema, paginationSchema } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createActivityRepository } from './activity.repository'
import { listMyActivity } from './activity.service'

const activityQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  kind: z.enum(activityKinds).optional().meta({ description: 'Only items of this kind.' }),
})

const activityResponseSchema = z.object({ success: z.literal(true), activity: z.array(activityItemSchema), pagination: paginationSchema })

const activityRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createActivityRepository(app.database)
  app.get(
    '/users/me/activity',
    {
      preHandler: requireSignedIn({ whenMissing: messages.userNotAuthenticated }),
      schema: {
        tags: ['activity'],
        summary: 'Your activity as a buyer or tenant, newest first',
        description: 'Your questions, site visits, offers, bids, deals, applications to rent and tenancies, each with its status and where it is handled in the app. Only ever your own.',
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { page, limit, kind } = request.query
      const listed = await listMyActivity({ repository, auth: request.auth as AuthContext, kind, page, limit })
      return { success: true as const, activity: listed.activity, pagination: paginate(listed.total, page, limit) }
    },
  )
  done()
}

export default activityRoutes
