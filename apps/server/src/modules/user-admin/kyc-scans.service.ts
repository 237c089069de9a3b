// The scans of a KYC submission (issue #25): the form's fields first (checked before a byte of a
// file is read), then the front and optionally the back, each a PDF, JPEG or PNG of at most 10 MB
// checked by its bytes as the document vault checks a document. A scan is held in memory (two of
// at most 10 MB each) until every check passed; then the scans are stored, and the submission
// and its scan rows are written in one transaction. Whatever fails, the files stored for this
// request are removed and the earlier submission stays as it was; once it commits, the replaced
// scans' files are removed. Reading a scan: its owner or an admin, anyone else 404.
import { Readable } from 'node:stream'
import {
  MAX_KYC_SCAN_BYTES,
  SIGNATURE_HEAD_BYTES,
  SIGNATURE_TAIL_BYTES,
  checkFileSignature,
  kycScanFormat,
  kycScanMessages,
  kycScanRefusal,
  kycScanSides,
  kycScanStoragePath,
  type KycScanSide,
} from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { AppError, notFound } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import type { FileStorage } from '../../providers/storage/file-storage'
import { storedDocumentName } from '../documents/document-files'
import type { KycScanFile, NewKycScan, UserAccountsRepository } from './user-accounts.repository'
import { checkKycSubmission, getMyKyc, type KycView } from './user-accounts.service'
import { kycBodySchema } from './user-accounts.schemas'

/** One part of the form, as the multipart parser gives it, in order. */
export type KycFormPart = { kind: 'field'; name: string; value: string } | { kind: 'file'; name: string; filename: string; contentType: string; stream: Readable }

export type KycScansDeps = { database: DatabaseHandle; repository: UserAccountsRepository; storage: FileStorage }

type ReceivedScan = { side: KycScanSide; originalName: string; format: 'pdf' | 'jpeg' | 'png'; bytes: Buffer }

const scanContentTypes = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' } as const

const isSide = (name: string): name is KycScanSide => (kycScanSides as readonly string[]).includes(name)

/** The file's bytes, refused on the first byte past the limit (nothing further is read). */
async function bytesWithin(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let received = 0
  try {
    for await (const chunk of stream) {
      received += (chunk as Buffer).length
      if (received > limit) throw new AppError('PAYLOAD_TOO_LARGE', kycScanMessages.tooLarge)
      chunks.push(chunk as Buffer)
    }
  } finally {
    if (!stream.readableEnded) stream.destroy()
  }
  return Buffer.concat(chunks)
}

/** One scan: its side, its name and type before its bytes, then its bytes against what it claims to be. */
async function receiveScan(part: Extract<KycFormPart, { kind: 'file' }>, taken: ReadonlySet<KycScanSide>): Promise<ReceivedScan> {
  if (!isSide(part.name)) throw new AppError('BAD_REQUEST', kycScanMessages.unexpectedPart, [{ path: part.name, message: kycScanMessages.unexpectedPart }])
  if (taken.has(part.name)) throw new AppError('BAD_REQUEST', kycScanMessages.oneEachSide, [{ path: part.name, message: kycScanMessages.oneEachSide }])
  const named = { name: part.filename, contentType: part.contentType }
  const refusal = kycScanRefusal({ ...named, size: 0 })
  const format = kycScanFormat(named)
  if (refusal || !format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', refusal ?? kycScanMessages.unsupported, [{ path: part.name, message: refusal ?? kycScanMessages.unsupported }])
  const bytes = await bytesWithin(part.stream, MAX_KYC_SCAN_BYTES)
  const signature = checkFileSignature({ claimed: format, head: bytes.subarray(0, SIGNATURE_HEAD_BYTES), tail: bytes.subarray(Math.max(0, bytes.length - SIGNATURE_TAIL_BYTES)) })
  if (bytes.length === 0 || !signature.ok) throw new AppError('UNSUPPORTED_MEDIA_TYPE', kycScanMessages.unsupported, [{ path: part.name, message: `${part.filename}: ${kycScanMessages.unsupported}` }])
  return { side: part.name, originalName: part.filename.slice(0, 255) || `${part.name}.${format}`, format, bytes }
}

/** Keeps the scans in storage; on any failure removes those it kept and rethrows. */
async function storeScans(storage: FileStorage, userId: string, scans: readonly ReceivedScan[], now: Date): Promise<NewKycScan[]> {
  const stored: NewKycScan[] = []
  try {
    for (const scan of scans) {
      const path = kycScanStoragePath(userId, scan.side, storedDocumentName(scan.originalName, scan.format, now.getTime()))
      const contentType = scanContentTypes[scan.format]
      await storage.put(path, Readable.from([scan.bytes]), { contentType, size: scan.bytes.length })
      stored.push({ side: scan.side, path, originalName: scan.originalName, contentType, size: scan.bytes.length })
    }
    return stored
  } catch (error) {
    await removeQuietly(storage, stored.map((scan) => scan.path))
    throw error
  }
}

/** Removes files; one left behind is no reference's, and the stored-files sweep takes it. */
async function removeQuietly(storage: FileStorage, paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => storage.remove(path).catch(() => undefined)))
}

/** POST /users/me/kyc as multipart/form-data: the identity number with the scan(s) of the document. */
export async function submitKycWithScans(input: { deps: KycScansDeps; auth: AuthContext; parts: AsyncIterable<KycFormPart>; now: Date }): Promise<KycView> {
  const { deps, auth } = input
  const iterator = input.parts[Symbol.asyncIterator]()
  const fields: Record<string, string> = {}
  let next = await iterator.next()
  while (!next.done && next.value.kind === 'field') {
    if (next.value.name !== 'idType' && next.value.name !== 'idNumber') throw new AppError('BAD_REQUEST', kycScanMessages.unexpectedPart)
    fields[next.value.name] = next.value.value
    next = await iterator.next()
  }
  const body = kycBodySchema.safeParse(fields)
  if (!body.success) {
    const issue = body.error.issues[0]
    throw new AppError('VALIDATION_ERROR', issue?.message ?? kycScanMessages.fieldsFirst, [{ path: String(issue?.path[0] ?? 'idType'), message: issue?.message ?? kycScanMessages.fieldsFirst }])
  }
  // The number and the status before a byte of a scan is read.
  const checked = await checkKycSubmission({ repository: deps.repository, auth, idType: body.data.idType, idNumber: body.data.idNumber })

  const scans: ReceivedScan[] = []
  for (; !next.done; next = await iterator.next()) {
    const part = next.value
    if (part.kind !== 'file') throw new AppError('BAD_REQUEST', kycScanMessages.fieldsFirst)
    scans.push(await receiveScan(part, new Set(scans.map((scan) => scan.side))))
  }
  if (!scans.some((scan) => scan.side === 'front')) throw new AppError('BAD_REQUEST', kycScanMessages.scanRequired, [{ path: 'front', message: kycScanMessages.scanRequired }])

  const stored = await storeScans(deps.storage, auth.did, scans, input.now)
  let replacedPaths: string[]
  try {
    const written = await deps.database.transaction((query) =>
      deps.repository.submitKyc(query, { userId: auth.did, from: checked.from, idType: body.data.idType, idNumber: checked.idNumber, scans: stored }),
    )
    if (!written) throw new AppError('CONFLICT', 'Your KYC changed a moment ago. Reload and try again.')
    replacedPaths = written.replacedPaths
  } catch (error) {
    await removeQuietly(deps.storage, stored.map((scan) => scan.path))
    throw error
  }
  await removeQuietly(deps.storage, replacedPaths)
  return getMyKyc({ repository: deps.repository, auth })
}

/** A scan to its owner or an admin; anyone else learns nothing of it (404). */
export async function getKycScan(input: { repository: UserAccountsRepository; auth: AuthContext; scanId: string }): Promise<KycScanFile> {
  const scan = await input.repository.findKycScan(input.scanId)
  if (!scan || (scan.userId !== input.auth.did && !input.auth.roles.isAdmin)) throw notFound(kycScanMessages.scanNotFound)
  return scan
}

/** Removes the user's scans from storage: for the deletion of an account, before its rows go (they cascade with the user). */
export async function removeKycScanFiles(input: { repository: UserAccountsRepository; storage: FileStorage; userId: string }): Promise<void> {
  await removeQuietly(input.storage, await input.repository.findKycScanPaths(input.userId))
}
