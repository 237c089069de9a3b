// File storage as a decoration: `app.storage` (providers/storage), the store STORAGE names,
// closed with the app. Tests pass their own (a folder of the test run, or s3rver's bucket).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { createFileStorage } from '../providers/storage/create-file-storage'
import type { FileStorage } from '../providers/storage/file-storage'

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage
  }
}

export type StoragePluginOptions = { config: Config; storage?: FileStorage }

export default fp(
  (app: FastifyInstance, options: StoragePluginOptions, done: (error?: Error) => void) => {
    const storage = options.storage ?? createFileStorage(options.config.storage)
    app.decorate('storage', storage)
    app.addHook('onClose', (_app, next) => {
      storage.close()
      next()
    })
    done()
  },
  { name: 'storage' },
)
