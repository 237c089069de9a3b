// The site-visit calls: book a visit at a listing, list (my visits, the visits at listings I
// manage, by listing and date range for the host's calendar; admins all), read one, move it, and
// download it as an .ics file. Every call needs a signed-in caller.
import { messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createVisitsRepository } from './visits.repository'
import { propertyVisitParamsSchema, requestVisitBodySchema, visitParamsSchema, visitResponseSchema, visitTransitionBodySchema, visitsQuerySchema, visitsResponseSchema } from './visits.schemas'
import { getVisit, listVisits, requestVisit, transitionVisit, visitCalendar } from './visits.service'

const visitsRoutes: FastifyPluginCallbackZod<{ config: Config }> = (app, options, done) => {
  const deps = { visits: createVisitsRepository(app.database), properties: createPropertiesRepository(app.database) }
  const preHandler = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const tags = ['site visits']
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext
  const brandName = options.config.brandName

  app.post(
    '/properties/:id/visits',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Book a site visit at a listing',
        description:
          'Proposes 1 to 3 slots (in person or by video) for the people who manage the listing to confirm; they are notified. A slot in the past, outside 07:00–21:00 India time or not 30 minutes to 3 hours long, or a visit to your own listing, is a 422; a second open visit at the same listing a 409.',
        params: propertyVisitParamsSchema,
        body: requestVisitBodySchema,
        response: { 201: visitResponseSchema, ...errorResponses(400, 401, 404, 409, 415, 422, 429) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, visit: await requestVisit({ deps, auth: authOf(request), property: request.params.id, ...request.body, now: new Date() }) }),
  )

  app.get(
    '/visits',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Site visits: yours and those at listings you manage',
        description: "By slot, earliest first. With propertyId and from/to: a listing's visit calendar. Admins see every visit.",
        querystring: visitsQuerySchema,
        response: { 200: visitsResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { propertyId, ...query } = request.query
      return { success: true as const, ...(await listVisits({ deps, auth: authOf(request), property: propertyId, ...query, now: new Date() })) }
    },
  )

  app.get(
    '/visits/:visitId',
    { preHandler, schema: { tags, summary: 'One site visit', params: visitParamsSchema, response: { 200: visitResponseSchema, ...errorResponses(400, 401, 404, 429) } } },
    async (request) => ({ success: true as const, visit: await getVisit({ deps, auth: authOf(request), id: request.params.visitId, now: new Date() }) }),
  )

  app.post(
    '/visits/:visitId/transitions',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Move a site visit',
        description:
          'confirm (the property side takes one of the visitor\'s slots: slotStart), accept (the visitor takes the property side\'s slot), propose (new slots from either side), cancel, complete and no-show (the property side, once the slot has begun). A transition from a status that does not allow it, or out of turn, is a 409; the wrong party a 403; a stale version a 409. The other side is notified.',
        params: visitParamsSchema,
        body: visitTransitionBodySchema,
        response: { 200: visitResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429) },
      },
    },
    async (request) => ({ success: true as const, visit: await transitionVisit({ deps, auth: authOf(request), id: request.params.visitId, ...request.body, now: new Date() }) }),
  )

  app.get(
    '/visits/:visitId/calendar.ics',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The site visit as a calendar file',
        description: 'An iCalendar (RFC 5545) event in UTC with a stable UID, for the visitor, the people who manage the listing and admins.',
        params: visitParamsSchema,
        response: { 200: z.string().meta({ description: 'text/calendar' }), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const file = await visitCalendar({ deps, auth: authOf(request), id: request.params.visitId, now: new Date(), brandName, uidDomain: `${brandName.toLowerCase().replace(/[^a-z0-9-]/g, '')}.visits` })
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'private, no-store').send(file.body)
    },
  )
  done()
}

export default visitsRoutes
