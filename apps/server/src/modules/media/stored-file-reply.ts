// How a stored file reaches the browser once its access check passed. On S3 the browser is
// redirected to a short-lived presigned URL and reads the bucket itself (range requests and the
// response headers are the bucket's, signed into the URL); on disk the API streams the file, a
// single byte range (206) when asked. Either way: the file's checked content type, nosniff, its
// disposition, and a year's immutable caching for a public file (names never change), none for another.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError, notFound } from '../../errors'
import { FileNotStoredError, type FileStorage } from '../../providers/storage/file-storage'

const YEAR_SECONDS = 365 * 24 * 60 * 60
/** A cached redirect is followed at most this long before its URL expires. */
const REDIRECT_MARGIN_SECONDS = 60
export const FILE_NOT_FOUND = 'File not found'
export const PUBLIC_FILE_CACHE = `public, max-age=${YEAR_SECONDS}, immutable`
export const PRIVATE_FILE_CACHE = 'private, no-store'

/** A single `bytes=a-b`, `bytes=a-` or `bytes=-n` range within `size`; 'unsatisfiable' or undefined (whole file). */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  const [, from = '', to = ''] = match
  if (from === '') {
    const suffix = Number(to)
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  return start >= size || end < start ? 'unsatisfiable' : { start, end }
}

export type StoredFileToSend = {
  path: string
  /** The type the file was checked as when it was kept; unset: the type storage keeps with it. */
  contentType: string | undefined
  /** `inline` (media) or `attachment` (documents, with their file name). */
  disposition: string
  /** Anyone may read it (a live listing's media): cached by anyone for a year. */
  isPublic: boolean
  now: Date
}

export async function sendStoredFile(storage: FileStorage, request: FastifyRequest, reply: FastifyReply, file: StoredFileToSend): Promise<FastifyReply> {
  const cacheControl = file.isPublic ? PUBLIC_FILE_CACHE : PRIVATE_FILE_CACHE
  void reply.header('X-Content-Type-Options', 'nosniff')
  const signed = await storage.signedUrl(file.path, { ...(file.contentType ? { contentType: file.contentType } : {}), contentDisposition: file.disposition, cacheControl, now: file.now })
  if (signed) {
    // Everyone in one signing window gets the same URL, so the redirect of a public file may be
    // cached while that URL stays valid; another file's redirect is for this caller, now.
    const secondsLeft = Math.floor((signed.expiresAt.getTime() - file.now.getTime()) / 1000) - REDIRECT_MARGIN_SECONDS
    const redirectCache = file.isPublic && secondsLeft > 0 ? `public, max-age=${secondsLeft}` : PRIVATE_FILE_CACHE
    return reply.code(302).header('Cache-Control', redirectCache).header('Location', signed.url).send()
  }
  const info = await storage.stat(file.path)
  if (!info) throw notFound(FILE_NOT_FOUND)
  const range = parseRange(request.headers.range, info.size)
  void reply
    .header('Content-Type', file.contentType ?? info.contentType)
    .header('Accept-Ranges', 'bytes')
    .header('Content-Disposition', file.disposition)
    .header('Cache-Control', cacheControl)
  if (range === 'unsatisfiable') {
    void reply.header('Content-Range', `bytes */${info.size}`)
    throw new AppError('BAD_REQUEST', 'The requested range is outside the file')
  }
  try {
    if (range) {
      const stream = await storage.read(file.path, range)
      return await reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(stream)
    }
    return await reply.header('Content-Length', info.size).send(await storage.read(file.path))
  } catch (error) {
    if (error instanceof FileNotStoredError) throw notFound(FILE_NOT_FOUND)
    throw error
  }
}
