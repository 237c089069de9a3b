// Where uploaded files are kept: one interface, two implementations chosen by STORAGE (local disk
// under $DATA_DIR/files, or an S3-compatible bucket). Keys are SPEC §7 storage paths only
// (property-media/{propertyId}/{mediaType}/{name}, property-documents/{propertyId}/{category}/{name}),
// made by the domain's path functions, and KYC scans (kyc-scans/{userId}/{side}/{name}, private,
// served only by the KYC scan route); any other key is refused before it reaches a disk or a bucket.
import type { Readable } from 'node:stream'
import { isKycScanPath, isStoragePath } from '@vishwas/domain'

/** What storage knows of a kept file. */
export type StoredFileInfo = { size: number; contentType: string }

/** A kept file as a listing names it: its path, size and when it was last written. */
export type ListedFile = { path: string; size: number; modifiedAt: Date }

/** Bytes `start` to `end` of a file, both included (HTTP's Range). */
export type ByteRange = { start: number; end: number }

/** The response headers a presigned URL makes the store send with the file, and the time of signing. */
export type SignedUrlOptions = { contentType?: string; contentDisposition: string; cacheControl: string; now: Date }

/** A URL that reads the file straight from the store until `expiresAt`. */
export type SignedUrl = { url: string; expiresAt: Date }

export type FileStorage = {
  readonly kind: 'disk' | 's3'
  /**
   * Keeps the stream's `size` bytes under `path`, streaming (never the whole file in memory); a
   * reader sees the whole file or none of it. A stream of another length keeps nothing
   * (FileSizeMismatchError).
   */
  put(path: string, body: Readable, options: { contentType: string; size: number }): Promise<StoredFileInfo>
  /** The file's size and type, or undefined when nothing is kept under `path`. */
  stat(path: string): Promise<StoredFileInfo | undefined>
  /** The file's bytes, or a range of them (FileNotStoredError when nothing is kept under `path`). */
  read(path: string, range?: ByteRange): Promise<Readable>
  /**
   * Every kept file whose path starts with `prefix`: a root and optionally a property
   * ('property-media/', 'property-documents/{propertyId}/'), read a page at a time (the sweep of
   * files nobody references walks the whole store this way).
   */
  list(prefix: string): AsyncIterable<ListedFile>
  /** Removes the file; removing what is not there is not an error. */
  remove(path: string): Promise<void>
  /**
   * A short-lived URL from which a browser reads the file directly (S3 presigned), or undefined
   * when the store has none and the API serves the bytes itself (disk). The caller checks access first.
   */
  signedUrl(path: string, options: SignedUrlOptions): Promise<SignedUrl | undefined>
  close(): void
}

export class FileNotStoredError extends Error {
  constructor(readonly path: string) {
    super(`No file is stored at ${path}`)
    this.name = 'FileNotStoredError'
  }
}

export class FileSizeMismatchError extends Error {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`Expected ${expected} bytes, got ${actual}`)
    this.name = 'FileSizeMismatchError'
  }
}

export class UnsafeStorageKeyError extends Error {
  constructor(readonly path: string) {
    super(`Not a storage path: ${JSON.stringify(path)}`)
    this.name = 'UnsafeStorageKeyError'
  }
}

const LISTABLE_PREFIX = /^(property-media|property-documents|kyc-scans)\/([A-Za-z0-9][A-Za-z0-9_-]{0,127}\/)?$/

/** The prefix, when it names a storage root or one property's folder in it. */
export function checkedPrefix(prefix: string): string {
  if (!LISTABLE_PREFIX.test(prefix)) throw new UnsafeStorageKeyError(prefix)
  return prefix
}

/** Whether the key is one the domain makes: a property's media or document, or a KYC scan. */
export const isKeptPath = (path: string): boolean => isStoragePath(path) || isKycScanPath(path)

/** The key, when it is exactly a storage path the domain makes. */
export function checkedKey(path: string): string {
  if (!isKeptPath(path)) throw new UnsafeStorageKeyError(path)
  return path
}
