// The KYC form over HTTP (multipart/form-data): the parser's limits, the largest body the form
// can have, and @fastify/multipart's parts as the service's (kyc-scans.service.ts), with the
// parser's refusals in the API's words.
import { Readable } from 'node:stream'
import type { Multipart } from '@fastify/multipart'
import { BYTES_PER_MB, MAX_KYC_SCAN_BYTES, kycScanMessages } from '@vishwas/domain'
import type { FastifyRequest } from 'fastify'
import { AppError, badRequest } from '../../errors'
import { propertyFormMessages } from '../media/property-form-parts'
import type { KycFormPart } from './kyc-scans.service'

/** Room for the two fields and each part's boundary and headers. */
const FORM_OVERHEAD_BYTES = 64 * 1024

/** The largest form: two scans at the limit and the fields. A body that says it is larger holds a scan past its limit. */
export const MAX_KYC_FORM_BYTES = 2 * MAX_KYC_SCAN_BYTES + FORM_OVERHEAD_BYTES

/** Each stays just above the service's own limit, so the service refuses first with its message. */
export const kycFormLimits = { fields: 3, files: 3, parts: 6, fieldSize: 200, fieldNameSize: 100, headerPairs: 20, fileSize: MAX_KYC_SCAN_BYTES + 1 }

/** A form that says it is larger than any allowed one: refused before a byte of it is read. */
export function kycFormTooLarge(request: Pick<FastifyRequest, 'headers'>): AppError | undefined {
  const declared = Number(request.headers['content-length'])
  if (!(declared > MAX_KYC_FORM_BYTES)) return undefined
  return new AppError('PAYLOAD_TOO_LARGE', kycScanMessages.tooLarge, [{ path: 'body', message: `A KYC form is at most ${Math.floor(MAX_KYC_FORM_BYTES / BYTES_PER_MB)} MB: two scans of at most 10 MB each` }])
}

function parserRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error
  const code = String((error as { code?: unknown } | null)?.code)
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', kycScanMessages.tooLarge)
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest(kycScanMessages.oneEachSide)
  const detail = error instanceof Error && error.message.length <= 200 ? error.message : undefined
  return badRequest(propertyFormMessages.malformed, detail ? [{ path: 'body', message: detail }] : undefined)
}

/** The request's parts, in order, as the service takes them; a broken body is the client's 400. */
export async function* kycFormParts(parts: AsyncIterable<Multipart>): AsyncGenerator<KycFormPart> {
  const iterator = parts[Symbol.asyncIterator]()
  for (;;) {
    let next: IteratorResult<Multipart>
    try {
      next = await iterator.next()
    } catch (error) {
      throw parserRefusal(error)
    }
    if (next.done) return
    const part = next.value
    if (part.type === 'file') {
      const file = part.file
      // The parser's own failure mid-file (the body broke off, or it cut the file) in the API's words.
      const guarded = (async function* () {
        try {
          for await (const chunk of file) yield chunk as Buffer
        } catch (error) {
          throw parserRefusal(error)
        }
      })()
      yield { kind: 'file', name: part.fieldname, filename: part.filename, contentType: part.mimetype, stream: Readable.from(guarded) }
    } else {
      if (part.valueTruncated) throw badRequest(kycScanMessages.unexpectedPart)
      yield { kind: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : JSON.stringify(part.value) }
    }
  }
}
