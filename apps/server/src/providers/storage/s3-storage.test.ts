// The origin the page's Content-Security-Policy allows for presigned files is the one the SDK
// signs URLs for, whatever the endpoint and addressing style (signing needs no server).
import { describe, expect, it } from 'vitest'
import type { StorageConfig } from '../../config'
import { createS3Storage, s3ReadOrigin } from './s3-storage'

type S3Config = Extract<StorageConfig, { kind: 's3' }>
const credentials = { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'example-secret' }

describe('s3ReadOrigin', () => {
  it.each<[string, S3Config, string]>([
    ['AWS, bucket in the host', { kind: 's3', bucket: 'vishwas-files', region: 'ap-south-1', forcePathStyle: false, credentials }, 'https://vishwas-files.s3.ap-south-1.amazonaws.com'],
    ['AWS, bucket in the path', { kind: 's3', bucket: 'vishwas-files', region: 'ap-south-1', forcePathStyle: true, credentials }, 'https://s3.ap-south-1.amazonaws.com'],
    ['MinIO on a port, bucket in the path', { kind: 's3', bucket: 'vishwas', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, credentials }, 'http://127.0.0.1:9000'],
    ['MinIO inside, its public address outside', { kind: 's3', bucket: 'vishwas', region: 'us-east-1', endpoint: 'http://minio:9000', publicEndpoint: 'https://files.vishwas.example', forcePathStyle: true, credentials }, 'https://files.vishwas.example'],
    ['R2, bucket in the host', { kind: 's3', bucket: 'vishwas', region: 'auto', endpoint: 'https://account.r2.cloudflarestorage.com', forcePathStyle: false, credentials }, 'https://vishwas.account.r2.cloudflarestorage.com'],
  ])('%s: %s', async (_name, config, origin) => {
    expect(s3ReadOrigin(config)).toBe(origin)
    const storage = createS3Storage(config)
    try {
      const signed = await storage.signedUrl('property-media/PROP-1/images/1-abcdef-a.jpg', { contentDisposition: 'inline', cacheControl: 'no-store', now: new Date() })
      expect(new URL(signed?.url ?? '').origin).toBe(origin)
    } finally {
      storage.close()
    }
  })
})
