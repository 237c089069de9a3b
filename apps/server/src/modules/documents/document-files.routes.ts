// GET /api/files/property-documents/{propertyId}/{category}/{name}: a stored document, only to
// people with property access (SPEC §6; signed out 401, anyone else 403), always as a download
// (`Content-Disposition: attachment`, `nosniff`, never cached by others), so a document is
// never rendered in the product's origin whatever its bytes (on S3, a presigned URL that signs
// the same headers in). Only files the vault registered
// are served. More specific than the media route's /files/*, so it answers these paths.
import { isStoragePath } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../errors'
import { errorResponses } from '../../lib/http-schemas'
import { FILE_NOT_FOUND, sendStoredFile } from '../media/stored-file-reply'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createDocumentsRepository } from './documents.repository'
import { documentProperty } from './documents.service'


/** `attachment` with the original name: ASCII fallback and the RFC 5987 UTF-8 form. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

const documentFilesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = { documents: createDocumentsRepository(app.database), properties: createPropertiesRepository(app.database), storage: app.storage }

  app.get(
    '/files/property-documents/*',
    {
      preHandler: app.optionalUser,
      schema: {
        hide: true,
        tags: ['documents'],
        summary: 'A stored document, as a download',
        params: z.object({ '*': z.string().max(1024) }),
        response: { 200: z.unknown().meta({ description: 'The file.' }), ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const path = `property-documents/${request.params['*']}`
      if (!isStoragePath(path)) throw notFound(FILE_NOT_FOUND)
      const document = await deps.documents.findByPath(path)
      if (!document) throw notFound(FILE_NOT_FOUND)
      await documentProperty(deps, request.auth, document.propertyId, 'read')
      return sendStoredFile(app.storage, request, reply, {
        path,
        contentType: document.contentType,
        disposition: attachmentHeader(document.originalName),
        isPublic: false,
        now: new Date(),
      })
    },
  )
  done()
}

export default documentFilesRoutes
