// GET /api/admin/dashboard: the admin dashboard's figures over a date range, in one answer.
// Admins only (403 to everyone else, 401 signed out).
import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS, dashboardIntervals, dashboardReportSchema } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/http-schemas'
import { createAdminDashboardRepository } from './admin-dashboard.repository'
import { getAdminDashboard } from './admin-dashboard.service'

// Dates are checked by the service (the domain's rules and messages): a bad one is a 400 there.
const dashboardQuerySchema = z.strictObject({
  from: z.string().max(10).optional().meta({ description: `First day (YYYY-MM-DD, India time). Default: ${DASHBOARD_DEFAULT_DAYS - 1} days before to.` }),
  to: z.string().max(10).optional().meta({ description: 'Last day, included (YYYY-MM-DD, India time). Default: today in India.' }),
  interval: z.enum(dashboardIntervals, { error: `must be one of ${dashboardIntervals.join(', ')}` }).optional().meta({ description: 'Bucket size (weeks start on Monday). Default: day.' }),
})

const dashboardResponseSchema = dashboardReportSchema.extend({ success: z.literal(true) })

const adminDashboardRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createAdminDashboardRepository(app.database)
  app.get(
    '/admin/dashboard',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Figures over time for the admin dashboard',
        description: `New listings (by status and type), people joining (by role), sign-ins, inquiries, site visits, deals and succeeded payments per day, week or month of a range of at most ${DASHBOARD_MAX_DAYS} days, in India time, with the ten biggest cities by listings now. Admins only.`,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await getAdminDashboard({ repository, now: new Date(app.identity.clock.now()), range: request.query })) }),
  )
  done()
}

export default adminDashboardRoutes
