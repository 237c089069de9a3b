// The media calls of SPEC §7 under /api/properties/{id}/media: list, register one or a batch of
// uploaded files, delete, reorder, choose the cover. Files arrive through the resumable upload
// (media-uploads.ts); these calls keep what is stored in the listing.
import { messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createMediaRepository } from './media.repository'
import {
  deleteMediaResponseSchema,
  mediaBatchBodySchema,
  mediaBatchResponseSchema,
  mediaItemParamsSchema,
  mediaListResponseSchema,
  mediaParamsSchema,
  mediaRegistrationSchema,
  mediaResponseSchema,
  reorderBodySchema,
} from './media.schemas'
import { addMedia, addMediaBatch, deleteMedia, listMedia, reorderMedia, setPrimaryMedia, type MediaDeps } from './media.service'

const mediaRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: MediaDeps = { media: createMediaRepository(app.database), properties: createPropertiesRepository(app.database), storage: app.storage }
  const signedIn = requireSignedIn({ whenMissing: messages.storage.unauthorizedFiles })
  const tags = ['media']
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/properties/:id/media',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "A listing's media items, cover first",
        description: 'Anyone signed in for a live listing; property access for any other (SPEC §6).',
        params: mediaParamsSchema,
        response: { 200: mediaListResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, media: await listMedia({ deps, auth: authOf(request), property: request.params.id }) }),
  )

  app.post(
    '/properties/:id/media',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Add an uploaded file to the listing',
        description: 'The file must already be in storage under this listing (the upload answers its path). Its bytes are checked again: real type, size limit, nothing appended.',
        params: mediaParamsSchema,
        body: mediaRegistrationSchema,
        response: { 201: mediaResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const media = await addMedia({ deps, auth: authOf(request), property: request.params.id, item: request.body, now: new Date() })
      return reply.code(201).send({ success: true as const, media })
    },
  )

  app.post(
    '/properties/:id/media/batch',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Add several uploaded files in one call',
        description: 'Each file is checked on its own; the good ones are kept together and each refused one is named with its reason (SPEC §4).',
        params: mediaParamsSchema,
        body: mediaBatchBodySchema,
        response: { 200: mediaBatchResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      const results = await addMediaBatch({ deps, auth, property: request.params.id, items: request.body.media, now: new Date() })
      return { success: true as const, results, media: await listMedia({ deps, auth, property: request.params.id }) }
    },
  )

  app.delete(
    '/properties/:id/media/:mediaId',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Remove a media item and its stored file',
        params: mediaItemParamsSchema,
        response: { 200: deleteMediaResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await deleteMedia({ deps, auth: authOf(request), property: request.params.id, mediaId: request.params.mediaId })
      return { success: true as const, message: 'Media deleted' }
    },
  )

  app.put(
    '/properties/:id/media/reorder',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Put the listing's media in a new order",
        params: mediaParamsSchema,
        body: reorderBodySchema,
        response: { 200: mediaListResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, media: await reorderMedia({ deps, auth: authOf(request), property: request.params.id, mediaIds: request.body.mediaIds }) }),
  )

  app.put(
    '/properties/:id/media/:mediaId/primary',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Make a photo or floor plan the listing's cover image",
        params: mediaItemParamsSchema,
        response: { 200: mediaListResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, media: await setPrimaryMedia({ deps, auth: authOf(request), property: request.params.id, mediaId: request.params.mediaId }) }),
  )
  done()
}

export default mediaRoutes
