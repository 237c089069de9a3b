// Files in an S3-compatible bucket (STORAGE=s3) through the AWS SDK: a file streams to the bucket
// as an S3 multipart upload (@aws-sdk/lib-storage: at most PART_QUEUE parts of PART_BYTES in memory
// at once, never the whole file; a file smaller than one part goes in one PutObject), reads are
// ranged GETs, and browsers fetch files straight from the bucket through short-lived presigned URLs.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { Readable, Transform } from 'node:stream'
import type { StorageConfig } from '../../config'
import {
  FileNotStoredError,
  FileSizeMismatchError,
  checkedKey,
  checkedPrefix,
  isKeptPath,
  type ByteRange,
  type FileStorage,
  type ListedFile,
  type SignedUrl,
  type SignedUrlOptions,
  type StoredFileInfo,
} from './file-storage'

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

/**
 * The origin browsers read presigned files from (the page's Content-Security-Policy allows it for
 * images and media): the bucket's own host, or the endpoint's with the bucket in the path.
 */
export function s3ReadOrigin(config: S3Config): string {
  const endpoint = new URL(config.publicEndpoint ?? config.endpoint ?? `https://s3.${config.region}.amazonaws.com`)
  return config.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`
}

/** S3's smallest part (5 MiB); two in flight per file keep a 100 MB video to 10 MiB of memory. */
const PART_BYTES = 5 * 1024 * 1024
const PART_QUEUE = 2

/**
 * How long a presigned URL is valid, and the window its signing time is rounded down to: every
 * request for one file within a window gets the same URL (a browser or CDN caches it once), and
 * each URL handed out stays valid for at least SIGNED_URL_SECONDS - SIGNING_WINDOW_SECONDS.
 */
export const SIGNED_URL_SECONDS = 15 * 60
export const SIGNING_WINDOW_SECONDS = 5 * 60

export function createS3Storage(config: S3Config, client: S3Client = new S3Client(s3ClientConfig(config))): FileStorage {
  const Bucket = config.bucket
  // A URL is signed for the host it names: the public address's, when browsers reach the bucket elsewhere.
  const signer = config.publicEndpoint ? new S3Client(s3ClientConfig({ ...config, endpoint: config.publicEndpoint })) : client

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
        if (object.Key && isKeptPath(object.Key)) yield { path: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date() }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
  }

  return {
    kind: 's3',

    /** The body streams to the bucket in parts; a body of another length than `size` keeps nothing (the multipart upload is aborted). */
    async put(path, body: Readable, options) {
      const Key = checkedKey(path)
      let received = 0
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length
          if (received > options.size) callback(new FileSizeMismatchError(options.size, received))
          else callback(null, chunk)
        },
        // A body shorter than its size fails the upload before its last part is sent.
        flush(callback) {
          callback(received === options.size ? null : new FileSizeMismatchError(options.size, received))
        },
      })
      // The stream's own failure is the answer, not a failure of the abort that follows it.
      let failure: unknown
      const fail = (error: unknown) => {
        failure ??= error
      }
      body.on('error', (error) => {
        fail(error)
        counted.destroy(error)
      })
      counted.on('error', fail)
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body.pipe(counted), ContentType: options.contentType },
        partSize: PART_BYTES,
        queueSize: PART_QUEUE,
        // A failed upload aborts its multipart upload: no parts are left behind in the bucket.
        leavePartsOnError: false,
      })
      try {
        await upload.done()
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

    /** Signed here, without a request; the response headers are part of the signature. */
    async signedUrl(path, options: SignedUrlOptions): Promise<SignedUrl> {
      const windowMs = SIGNING_WINDOW_SECONDS * 1000
      const signedAt = Math.floor(options.now.getTime() / windowMs) * windowMs
      const command = new GetObjectCommand({
        Bucket,
        Key: checkedKey(path),
        ...(options.contentType ? { ResponseContentType: options.contentType } : {}),
        ResponseContentDisposition: options.contentDisposition,
        ResponseCacheControl: options.cacheControl,
      })
      const url = await getSignedUrl(signer, command, { expiresIn: SIGNED_URL_SECONDS, signingDate: new Date(signedAt) })
      return { url, expiresAt: new Date(signedAt + SIGNED_URL_SECONDS * 1000) }
    },

    close() {
      client.destroy()
      if (signer !== client) signer.destroy()
    },
  }
}
