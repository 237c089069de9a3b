// The resumable photo and video uploads under /api/uploads, behind the signed-in guard: a
// signed-out caller gets SPEC §8's 'You do not have permission to upload files. Please ensure you
// are logged in.'
import { messages } from '@vishwas/domain'
import { resumableUploadRoutes } from '../../lib/resumable-uploads'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createMediaRepository } from './media.repository'
import { createUploadServer } from './media-uploads'

export default resumableUploadRoutes({
  url: '/uploads',
  whenMissing: messages.storage.unauthorizedFiles,
  server: (app, config) =>
    createUploadServer({
      config,
      deps: { media: createMediaRepository(app.database), properties: createPropertiesRepository(app.database), storage: app.storage },
      log: app.log,
    }),
})
