// GET /api/admin/audit: the audit trail, for admins: every admin action on an object (a user, a
// property, a payment, ...) or all of them, newest first, with the object before and after.
import { paginate, paginationSchema } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/http-schemas'
import { pageQuerySchema } from '../properties/property-stewardship.schemas'
import { adminActionTargets, listAdminActions } from './admin-audit.repository'

const auditQuerySchema = pageQuerySchema.extend({
  targetType: z.enum(adminActionTargets).optional().meta({ description: `Only actions on this kind of object: ${adminActionTargets.join(', ')}.` }),
  targetId: z.string().trim().min(1).max(128).optional().meta({ description: "Only actions on this object (its id; a property's UUID)." }),
})

const adminActionSchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string().meta({ description: 'What was done, e.g. payment.refund, user.suspend, property.status.' }),
  targetType: z.enum(adminActionTargets),
  targetId: z.string(),
  before: z.unknown().meta({ description: 'The fields the action changed, before it (null when it created the object).' }),
  after: z.unknown().meta({ description: 'The same fields after it.' }),
  reason: z.string(),
  createdAt: z.string(),
})

const auditResponseSchema = z.object({ success: z.literal(true), actions: z.array(adminActionSchema), pagination: paginationSchema })

const adminAuditRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/admin/audit',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The audit trail of admin actions, newest first',
        description: 'Who did what to which object, when, with the object before and after and the reason given. Admins only.',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { page, limit, targetType, targetId } = request.query
      const { actions, total } = await listAdminActions(app.database.query, { targetType, targetId, page, limit })
      return { success: true as const, actions, pagination: paginate(total, page, limit) }
    },
  )
  done()
}

export default adminAuditRoutes
