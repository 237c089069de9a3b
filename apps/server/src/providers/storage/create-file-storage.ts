// The file storage the configuration names (STORAGE).
import type { StorageConfig } from '../../config'
import { createDiskStorage } from './disk-storage'
import type { FileStorage } from './file-storage'
import { createS3Storage } from './s3-storage'

export function createFileStorage(config: StorageConfig): FileStorage {
  switch (config.kind) {
    case 'disk':
      return createDiskStorage(config.dir)
    case 's3':
      return createS3Storage(config)
  }
}
