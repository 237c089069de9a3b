// An S3-compatible server (s3rver) on 127.0.0.1 for the S3 runs of the storage and upload tests:
// a free port, a bucket, its files in a temporary folder removed when it stops.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver'
import type { StorageConfig } from '../config'
import { freePort } from './free-port'

type S3rverInstance = { run(): Promise<unknown>; close(): Promise<void>; httpServer?: { closeIdleConnections(): void; closeAllConnections(): void } }
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance

export type TestS3Server = { config: Extract<StorageConfig, { kind: 's3' }>; env: Record<string, string>; stop(): Promise<void> }

export async function startS3Server(bucket = 'vishwas-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'))
  const port = await freePort()
  const server = new (S3rver as S3rverConstructor)({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver accepts these fixed credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  return {
    config: { kind: 's3', bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials },
    env: { STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    async stop() {
      // Clients keep connections alive; closing waits for none of them.
      const closed = server.close()
      server.httpServer?.closeAllConnections()
      await closed
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
