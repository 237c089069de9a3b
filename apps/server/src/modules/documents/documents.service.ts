// The document vault (SPEC §7 document calls): register uploaded files as documents (one or a
// batch), list with filters, read one, change its metadata (only), delete it with its file, an
// admin's verdict (pending -> verified | rejected, who, when, why), and the required-documents
// checklist of SPEC §5. Everything needs property access (SPEC §6: documents are never public);
// a verdict needs an admin.
import {
  REQUIRED_DOCUMENTS,
  VERIFIED_FACTS,
  checkRequiredDocuments,
  deriveDocumentCategory,
  documentExpiryStatus,
  documentMessages,
  messages,
  type DocumentCategory,
  type DocumentMetadataPatch,
  type DocumentRegistration,
  type DocumentVerification,
  type ListingType,
  type Property,
  type RequiredDocumentsCheck,
} from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import { requireAdmin, requirePropertyAccess, type AuthContext, type PropertyAccessNeed } from '../../plugins/auth-guards'
import type { FileStorage } from '../../providers/storage/file-storage'
import type { PropertiesRepository } from '../properties/properties.repository'
import { findProperty } from '../media/media.service'
import { inspectStoredDocument } from './document-files'
import { DocumentPathTakenError, type DocumentChange, type DocumentFilter, type DocumentsRepository, type NewDocument, type StoredDocument } from './documents.repository'

export type DocumentsDeps = { documents: DocumentsRepository; properties: PropertiesRepository; storage: FileStorage }

/** The listing, when the caller has property access (SPEC §6), else 401 / 403 / 404. */
export async function documentProperty(deps: DocumentsDeps, auth: AuthContext | null, idOrReference: string, need: PropertyAccessNeed = 'manage'): Promise<Property> {
  const property = await findProperty(deps.properties, idOrReference)
  requirePropertyAccess({ auth, property, need })
  return property
}

const expiryOf = (expiryDate: string | null | undefined, now: Date) => documentExpiryStatus(expiryDate, now).status

/** The checked row of a stored file under this listing's documents, or an AppError. */
export async function checkedDocument(deps: DocumentsDeps, property: Property, body: DocumentRegistration, auth: AuthContext, now: Date): Promise<NewDocument> {
  const category: DocumentCategory = body.category ?? deriveDocumentCategory(body.type)
  const [root, propertyId, folder, filename = ''] = body.path.split('/')
  if (root !== 'property-documents' || propertyId !== property.id) {
    throw new AppError('BAD_REQUEST', messages.failedToUpdatePropertyDocument, [{ path: 'path', message: documentMessages.notThisProperty }])
  }
  if (folder !== category) throw new AppError('BAD_REQUEST', messages.failedToUpdatePropertyDocument, [{ path: 'category', message: documentMessages.wrongCategory }])
  const inspected = await inspectStoredDocument(deps.storage, body.path, filename)
  const metadata = body.metadata ?? {}
  return {
    propertyId: property.id,
    path: body.path,
    filename,
    originalName: body.originalName,
    type: body.type,
    category,
    contentType: inspected.contentType,
    size: inspected.size,
    uploadedBy: auth.did,
    uploadedAt: now.toISOString(),
    expiryDate: metadata.expiryDate,
    issueDate: metadata.issueDate,
    issuingAuthority: metadata.issuingAuthority,
    documentNumber: metadata.documentNumber,
    notes: metadata.notes,
    expiryStatus: expiryOf(metadata.expiryDate, now),
  }
}

/** Keeps checked rows (all or none). A failed registration removes the files it was for, unless another document holds them. */
async function keepDocuments(deps: DocumentsDeps, rows: readonly NewDocument[]): Promise<StoredDocument[]> {
  try {
    return await deps.documents.insert(rows)
  } catch (error) {
    if (error instanceof DocumentPathTakenError) {
      throw new AppError('CONFLICT', messages.failedToUpdatePropertyDocument, [{ path: 'path', message: documentMessages.alreadyRegistered }])
    }
    await Promise.all(rows.map((row) => deps.storage.remove(row.path).catch(() => undefined)))
    throw error
  }
}

const publicDocument = ({ propertyId: _propertyId, ...document }: StoredDocument) => document

export async function addDocument(input: { deps: DocumentsDeps; auth: AuthContext; property: string; body: DocumentRegistration; now: Date }) {
  const property = await documentProperty(input.deps, input.auth, input.property)
  const row = await checkedDocument(input.deps, property, input.body, input.auth, input.now)
  const [document] = await keepDocuments(input.deps, [row])
  if (!document) throw new AppError('INTERNAL_ERROR', messages.failedToUpdatePropertyDocument)
  return publicDocument(document)
}

export type DocumentBatchResult = { index: number; success: boolean; document?: ReturnType<typeof publicDocument>; error?: string }

/** Each file checked on its own, one after another; the good ones kept together, each refused one named. */
export async function addDocumentBatch(input: { deps: DocumentsDeps; auth: AuthContext; property: string; documents: readonly DocumentRegistration[]; now: Date }): Promise<DocumentBatchResult[]> {
  const property = await documentProperty(input.deps, input.auth, input.property)
  const checked: ({ index: number; row: NewDocument } | { index: number; error: string })[] = []
  const seen = new Set<string>()
  for (const [index, body] of input.documents.entries()) {
    try {
      if (seen.has(body.path)) throw new AppError('CONFLICT', documentMessages.alreadyRegistered)
      seen.add(body.path)
      checked.push({ index, row: await checkedDocument(input.deps, property, body, input.auth, input.now) })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      checked.push({ index, error: error.errors?.[0]?.message ?? error.message })
    }
  }
  const rows = checked.flatMap((entry) => ('row' in entry ? [entry.row] : []))
  let kept: StoredDocument[] = []
  try {
    kept = rows.length > 0 ? await keepDocuments(input.deps, rows) : []
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    throw new AppError(error.code, messages.failedToBatchUpdatePropertyDocuments, error.errors)
  }
  const byPath = new Map(kept.map((document) => [document.path, document]))
  return checked.map((entry) => {
    if ('error' in entry) return { index: entry.index, success: false, error: entry.error }
    const document = byPath.get(entry.row.path)
    return document ? { index: entry.index, success: true, document: publicDocument(document) } : { index: entry.index, success: false, error: documentMessages.alreadyRegistered }
  })
}

export async function listDocuments(input: { deps: DocumentsDeps; auth: AuthContext; property: string; filter: DocumentFilter }) {
  const property = await documentProperty(input.deps, input.auth, input.property, 'read')
  return (await input.deps.documents.list(property.id, input.filter)).map(publicDocument)
}

async function storedDocument(deps: DocumentsDeps, propertyId: string, documentId: string): Promise<StoredDocument> {
  const document = await deps.documents.find(propertyId, documentId)
  if (!document) throw notFound(messages.documentNotFound)
  return document
}

export async function getDocument(input: { deps: DocumentsDeps; auth: AuthContext; property: string; documentId: string }) {
  const property = await documentProperty(input.deps, input.auth, input.property, 'read')
  return publicDocument(await storedDocument(input.deps, property.id, input.documentId))
}

/** Removes the document and its stored file (SPEC §7): when the file cannot be removed, the document stays. */
export async function deleteDocument(input: { deps: DocumentsDeps; auth: AuthContext; property: string; documentId: string }): Promise<void> {
  const property = await documentProperty(input.deps, input.auth, input.property)
  const removed = await input.deps.documents.remove(property.id, input.documentId, async (document) => {
    try {
      await input.deps.storage.remove(document.path)
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', messages.failedToDeleteDocument)
    }
  })
  if (!removed) throw notFound(messages.documentNotFound)
}

/**
 * PATCH: the metadata only. A change of a fact an admin checked (dates, authority, number) on a
 * verified or rejected document sends it back to pending, so a verdict never covers facts it did
 * not see; a new expiry date gets its expiry state at once.
 */
export async function updateDocumentMetadata(input: { deps: DocumentsDeps; auth: AuthContext; property: string; documentId: string; patch: DocumentMetadataPatch; now: Date }) {
  const property = await documentProperty(input.deps, input.auth, input.property)
  const current = await storedDocument(input.deps, property.id, input.documentId)
  const { patch } = input
  const change: DocumentChange = { ...patch }
  const changesCheckedFact = VERIFIED_FACTS.some((key) => patch[key] !== undefined && (patch[key] ?? undefined) !== current.metadata[key])
  if (changesCheckedFact && current.metadata.verificationStatus !== 'pending') change.resetVerification = true
  if (patch.expiryDate !== undefined) change.expiryStatus = expiryOf(patch.expiryDate, input.now)
  const updated = await input.deps.documents.update(property.id, input.documentId, change, input.now.toISOString())
  if (!updated) throw notFound(messages.documentNotFound)
  return publicDocument(updated)
}

/** An admin's verdict on a pending document, merged into it with who and when (409 once decided). */
export async function verifyDocument(input: { deps: DocumentsDeps; auth: AuthContext; property: string; documentId: string; verdict: DocumentVerification; now: Date }) {
  const admin = requireAdmin(input.auth)
  const property = await findProperty(input.deps.properties, input.property)
  await storedDocument(input.deps, property.id, input.documentId)
  const verified = await input.deps.documents.verify({
    propertyId: property.id,
    documentId: input.documentId,
    status: input.verdict.verificationStatus,
    by: admin.did,
    at: input.now.toISOString(),
    reason: input.verdict.reason,
  })
  if (!verified) throw new AppError('CONFLICT', messages.failedToVerifyDocument, [{ path: 'verificationStatus', message: documentMessages.notPending }])
  return publicDocument(verified)
}

export type DocumentChecklist = RequiredDocumentsCheck & { dealType: ListingType; required: DocumentCategory[] }

/** SPEC §5 for the listing's deal type (or the one asked for): complete, missing, present, verified, unverified. */
export async function documentChecklist(input: { deps: DocumentsDeps; auth: AuthContext; property: string; dealType?: ListingType | undefined }): Promise<DocumentChecklist> {
  const property = await documentProperty(input.deps, input.auth, input.property, 'read')
  const dealType = input.dealType ?? property.basicInfo.listingType ?? 'sale'
  const documents = await input.deps.documents.list(property.id)
  return { dealType, required: [...REQUIRED_DOCUMENTS[dealType]], ...checkRequiredDocuments(dealType, documents) }
}
