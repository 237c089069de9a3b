// The file storage the configuration names (STORAGE).
import type { StorageConfig } from '../../config'
import { createDiskStorage } from './disk-storage'
import type { FileStorage } from './file-storage'
import { createS3Storage, s3ReadOrigin } from './s3-storage'

export function createFileStorage(config: StorageConfig): FileStorage {
  switch (config.kind) {
    case 'disk':
      return createDiskStorage(config.dir)
    case 's3':
      return createS3Storage(config)
  }
}

/** Where browsers read files from besides this server (S3's presigned URLs): for the Content-Security-Policy. */
export function fileReadOrigins(config: StorageConfig): string[] {
  return config.kind === 's3' ? [s3ReadOrigin(config)] : []
}
