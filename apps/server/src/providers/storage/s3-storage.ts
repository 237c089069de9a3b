// Files in an S3-compatible bucket (STORAGE=s3) through the AWS SDK: a file streams to the bucket
// with its length (PutObject; never held whole in memory), reads are ranged GETs. Uploads in
// progress use S3 multipart through the resumable-upload store, not this.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { isStoragePath } from '@vishwas/domain'
import { Readable, Transform } from 'node:stream'
import type { StorageConfig } from '../../config'
import { FileNotStoredError, FileSizeMismatchError, checkedKey, checkedPrefix, type ByteRange, type FileStorage, type ListedFile, type StoredFileInfo } from './file-storage'

type S3Config = Extract<StorageConfig, { kind: 's3' }>

const isNotFound = (error: unknown) => {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: number } } | null
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404
}

/** The SDK client for the configured bucket (shared with the resumable-upload store). */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // A streamed body cannot be hashed before it is sent; the length and TLS (or the loopback) guard it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  }
}

export function createS3Storage(config: S3Config, client: S3Client = new S3Client(s3ClientConfig(config))): FileStorage {
  const Bucket = config.bucket

  async function stat(path: string): Promise<StoredFileInfo | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(path) }))
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' }
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw error
    }
  }

  /** The bucket's keys under the prefix, a page (up to 1 000 keys) per request. */
  async function* list(prefix: string): AsyncGenerator<ListedFile> {
    const Prefix = checkedPrefix(prefix)
    let ContinuationToken: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ...(ContinuationToken ? { ContinuationToken } : {}) }))
      for (const object of page.Contents ?? []) {
        // A key without its time counts as just written: the sweep never takes it for an old one.
        if (object.Key && isStoragePath(object.Key)) yield { path: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date() }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
  }

  return {
    kind: 's3',

    /** The body streams to the bucket with its length (S3 refuses a body of another length). */
    async put(path, body: Readable, options) {
      const Key = checkedKey(path)
      let received = 0
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length
          if (received > options.size) callback(new FileSizeMismatchError(options.size, received))
          else callback(null, chunk)
        },
        // A body shorter than its length would leave the request waiting for the rest.
        flush(callback) {
          callback(received === options.size ? null : new FileSizeMismatchError(options.size, received))
        },
      })
      // The SDK does not stop on an error of its body: the request is aborted instead.
      const abort = new AbortController()
      let failure: unknown
      const fail = (error: unknown) => {
        failure ??= error
        abort.abort()
      }
      body.on('error', fail)
      counted.on('error', fail)
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body.pipe(counted), ContentType: options.contentType, ContentLength: options.size }), {
          abortSignal: abort.signal,
        })
      } catch (error) {
        throw failure ?? error
      }
      return { size: options.size, contentType: options.contentType }
    },

    stat,

    async read(path, range?: ByteRange) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(path), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }))
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a readable body')
        return answer.Body
      } catch (error) {
        if (isNotFound(error)) throw new FileNotStoredError(path)
        throw error
      }
    },

    list,

    async remove(path) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(path) }))
    },

    close() {
      client.destroy()
    },
  }
}
