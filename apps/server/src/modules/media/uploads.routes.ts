// The resumable-upload endpoint (tus 1.0: POST to create, HEAD for the offset, PATCH to send
// bytes, DELETE to cancel) under /api/uploads, behind the signed-in guard: a signed-out caller
// gets SPEC §8's 'You do not have permission to upload files. Please ensure you are logged in.'
import { messages } from '@vishwas/domain'
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createMediaRepository } from './media.repository'
import { createUploadServer, rememberCaller } from './media-uploads'

const uploadsRoutes: FastifyPluginCallback<{ config: Config }> = (app, options, done) => {
  const tus = createUploadServer({
    config: options.config,
    deps: { media: createMediaRepository(app.database), properties: createPropertiesRepository(app.database), storage: app.storage },
    log: app.log,
  })
  const signedIn = requireSignedIn({ whenMissing: messages.storage.unauthorizedFiles })
  // The bytes of a PATCH stream to the upload store as they arrive: Fastify must not read them.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, next) => next(null))

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    rememberCaller(request.raw, request.auth as AuthContext)
    reply.hijack()
    await tus.handle(request.raw, reply.raw)
  }
  app.route({ method: 'POST', url: '/uploads', preHandler: signedIn, handler: handle, schema: { hide: true } })
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/uploads/:uploadId', preHandler: signedIn, handler: handle, schema: { hide: true } })
  done()
}

export default uploadsRoutes
