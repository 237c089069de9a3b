// GET /api/files/{storage path}: a stored file after its access check. Media of a live listing
// go to anyone, under immutable names with a year's caching, with HTTP range requests (video);
// media of any other listing only to people with property access, never cached by others.
// On S3 the answer is a redirect to a short-lived presigned URL (stored-file-reply.ts).
// Only files a listing has registered are served: a stored file that no row names is not found.
import { isPublicPropertyStatus, isStoragePath } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../errors'
import { errorResponses } from '../../lib/http-schemas'
import { requirePropertyAccess } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createMediaRepository } from './media.repository'
import { findProperty } from './media.service'
import { FILE_NOT_FOUND, sendStoredFile } from './stored-file-reply'

const filesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const media = createMediaRepository(app.database)
  const properties = createPropertiesRepository(app.database)

  app.get(
    '/files/*',
    {
      preHandler: app.optionalUser,
      // Hidden from the OpenAPI document (a wildcard path has no OpenAPI form); the media items' `url` names it.
      schema: {
        hide: true,
        tags: ['media'],
        summary: 'A stored photo, video or floor plan',
        description:
          'Media of a live listing are public and cached for a year (their names never change); media of other listings need property access. Single byte ranges are served (206) for video. With S3 storage the answer is a redirect (302) to a presigned URL of the bucket, valid for 15 minutes, after the same check.',
        params: z.object({ '*': z.string().max(1024).meta({ description: 'The storage path: property-media/{propertyId}/{mediaType}/{fileName}.' }) }),
        response: { 200: z.unknown().meta({ description: 'The file.' }), 206: z.unknown().meta({ description: 'The requested bytes.' }), 302: z.unknown().meta({ description: 'S3 storage: the presigned URL, in Location.' }), ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const path = request.params['*']
      if (!isStoragePath(path) || !path.startsWith('property-media/')) throw notFound(FILE_NOT_FOUND)
      const item = await media.findByPath(path)
      if (!item) throw notFound(FILE_NOT_FOUND)
      const property = await findProperty(properties, item.propertyId).catch(() => undefined)
      if (!property) throw notFound(FILE_NOT_FOUND)
      const isPublic = isPublicPropertyStatus(property.basicInfo.status)
      if (!isPublic) requirePropertyAccess({ auth: request.auth, property, need: 'read' })
      // A thumbnail (found by its own path) goes with the type storage keeps for it.
      const contentType = path === item.path ? item.contentType : undefined
      return sendStoredFile(app.storage, request, reply, { path, contentType, disposition: 'inline', isPublic, now: new Date() })
    },
  )
  done()
}

export default filesRoutes
