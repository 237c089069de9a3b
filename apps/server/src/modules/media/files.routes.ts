// GET /api/files/{storage path}: a stored file after its access check. Media of a live listing
// go to anyone, under immutable names with a year's caching, with HTTP range requests (video);
// media of any other listing only to people with property access, never cached by others.
// Only files a listing has registered are served: a stored file that no row names is not found.
import { isPublicPropertyStatus, isStoragePath } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, notFound } from '../../errors'
import { errorResponses } from '../../lib/http-schemas'
import { requirePropertyAccess } from '../../plugins/auth-guards'
import { FileNotStoredError } from '../../providers/storage/file-storage'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createMediaRepository } from './media.repository'
import { findProperty } from './media.service'

const FILE_NOT_FOUND = 'File not found'
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** A single `bytes=a-b`, `bytes=a-` or `bytes=-n` range within `size`; 'unsatisfiable' or undefined (whole file). */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  const [, from = '', to = ''] = match
  if (from === '') {
    const suffix = Number(to)
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  return start >= size || end < start ? 'unsatisfiable' : { start, end }
}

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
          'Media of a live listing are public and cached for a year (their names never change); media of other listings need property access. Single byte ranges are served (206) for video.',
        params: z.object({ '*': z.string().max(1024).meta({ description: 'The storage path: property-media/{propertyId}/{mediaType}/{fileName}.' }) }),
        response: { 200: z.unknown().meta({ description: 'The file.' }), 206: z.unknown().meta({ description: 'The requested bytes.' }), ...errorResponses(401, 403, 404, 429) },
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
      if (!isPublic) requirePropertyAccess({ auth: request.auth, property })
      const info = await app.storage.stat(path)
      if (!info) throw notFound(FILE_NOT_FOUND)
      const contentType = path === item.path ? item.contentType : info.contentType
      const range = parseRange(request.headers.range, info.size)
      void reply
        .header('Content-Type', contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Accept-Ranges', 'bytes')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', isPublic ? `public, max-age=${YEAR_SECONDS}, immutable` : 'private, no-store')
      if (range === 'unsatisfiable') {
        void reply.header('Content-Range', `bytes */${info.size}`)
        throw new AppError('BAD_REQUEST', 'The requested range is outside the file')
      }
      try {
        if (range) {
          const stream = await app.storage.read(path, range)
          return await reply
            .code(206)
            .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
            .header('Content-Length', range.end - range.start + 1)
            .send(stream)
        }
        return await reply.header('Content-Length', info.size).send(await app.storage.read(path))
      } catch (error) {
        if (error instanceof FileNotStoredError) throw notFound(FILE_NOT_FOUND)
        throw error
      }
    },
  )
  done()
}

export default filesRoutes
