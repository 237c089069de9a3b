// The resumable document uploads under /api/document-uploads, behind the signed-in guard: a
// signed-out caller gets SPEC §8's 'You do not have permission to upload documents. Please ensure
// you are logged in.'
import { messages } from '@vishwas/domain'
import { resumableUploadRoutes } from '../../lib/resumable-uploads'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createDocumentUploadServer } from './document-uploads'
import { createDocumentsRepository } from './documents.repository'

export default resumableUploadRoutes({
  url: '/document-uploads',
  whenMissing: messages.storage.unauthorizedDocuments,
  server: (app, config) =>
    createDocumentUploadServer({
      config,
      deps: { documents: createDocumentsRepository(app.database), properties: createPropertiesRepository(app.database), storage: app.storage },
      log: app.log,
    }),
})
