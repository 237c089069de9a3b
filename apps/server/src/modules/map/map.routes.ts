// The public map's calls (issue #22), beside SPEC §7's radius, containing-point and
// validate-point: what a viewport shows (clusters or plot outlines, computed in PostGIS), the
// listings a drawn area meets and those around a dropped pin. Anonymous, like the public list: only live listings are read.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { inReply } from '../../lib/raw-json'
import { createMapRepository } from './map.repository'
import { areaBodySchema, areaResponseSchema, radiusBodySchema, radiusResponseSchema, viewportQuerySchema, viewportResponseSchema } from './map.schemas'
import { findPlotsInArea, findPlotsNearPin, getMapViewport } from './map.service'

const mapRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createMapRepository(app.database)
  const tags = ['map']

  app.get(
    '/map/viewport',
    {
      schema: {
        tags,
        summary: 'What the map shows in a viewport: up to 500 clusters with counts below zoom 15, plot outlines with prices from it (live listings only)',
        querystring: viewportQuerySchema,
        response: { 200: viewportResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { south, west, north, east, zoom, ...filter } = request.query
      return inReply({ success: true as const, ...(await getMapViewport({ repository, viewport: { south, west, north, east, zoom }, filter })) })
    },
  )

  app.post(
    '/map/search/area',
    {
      schema: {
        tags,
        summary: 'Live listings whose boundary meets a drawn area (up to 500)',
        body: areaBodySchema,
        response: { 200: areaResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      const { polygon, ...filter } = request.body
      return inReply({ success: true as const, ...(await findPlotsInArea({ repository, polygon, filter })) })
    },
  )

  app.post(
    '/map/search/radius',
    {
      schema: {
        tags,
        summary: 'Live listings whose boundary comes within a radius of a dropped pin, nearest first (up to 500)',
        body: radiusBodySchema,
        response: { 200: radiusResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      const { latitude, longitude, radius, ...filter } = request.body
      return inReply({ success: true as const, ...(await findPlotsNearPin({ repository, pin: { latitude, longitude }, radius, filter })) })
    },
  )
  done()
}

export default mapRoutes
