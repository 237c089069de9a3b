// The resumable document upload endpoint (tus 1.0: POST to create, HEAD for the offset, PATCH to
// send bytes, DELETE to cancel) under /api/document-uploads, behind the signed-in guard: a
// signed-out caller gets SPEC §8's 'You do not have permission to upload documents. Please ensure
// you are logged in.'
import { messages } from '@vishwas/domain'
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createDocumentUploadServer, rememberDocumentCaller } from './document-uploads'
import { createDocumentsRepository } from './documents.repository'

const documentUploadsRoutes: FastifyPluginCallback<{ config: Config }> = (app, options, done) => {
  // Made at the first upload: its file store creates $DATA_DIR/uploads, which an app built only
  // to print its OpenAPI document (in a directory removed at once) never needs.
  let server: ReturnType<typeof createDocumentUploadServer> | undefined
  const tus = () =>
    (server ??= createDocumentUploadServer({
      config: options.config,
      deps: { documents: createDocumentsRepository(app.database), properties: createPropertiesRepository(app.database), storage: app.storage },
      log: app.log,
    }))
  const signedIn = requireSignedIn({ whenMissing: messages.storage.unauthorizedDocuments })
  // The bytes of a PATCH stream to the upload store as they arrive: Fastify must not read them.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, next) => next(null))

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    rememberDocumentCaller(request.raw, request.auth as AuthContext)
    reply.hijack()
    await tus().handle(request.raw, reply.raw)
  }
  app.route({ method: 'POST', url: '/document-uploads', preHandler: signedIn, handler: handle, schema: { hide: true } })
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/document-uploads/:uploadId', preHandler: signedIn, handler: handle, schema: { hide: true } })
  done()
}

export default documentUploadsRoutes
