// Fixtures of the document tests: a tus document upload through app.inject (create, then one
// PATCH), and an upload registered as a document in one step.
import type { StoredDocument } from './documents.repository'
import type { Caller, PropertyKit } from '../properties/properties-test-kit'

import { pdfBytes } from '../media/media-test-kit'

export { pdfBytes }

const encodeMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')

export type DocumentUploadRequest = { propertyId: string; documentType: string; filename: string; filetype?: string; category?: string; bytes: Buffer; declaredSize?: number }

/** Creates a tus document upload and sends all its bytes; the creation's answer when refused, else the PATCH's. */
export async function uploadDocument(kit: PropertyKit, caller: Caller | null, request: DocumentUploadRequest) {
  const headers = { 'tus-resumable': '1.0.0', ...(caller ? kit.headers[caller] : {}) }
  const metadata = {
    filename: request.filename,
    propertyId: request.propertyId,
    documentType: request.documentType,
    ...(request.filetype ? { filetype: request.filetype } : {}),
    ...(request.category ? { category: request.category } : {}),
  }
  const created = await kit.app.inject({
    method: 'POST',
    url: '/api/document-uploads',
    headers: { ...headers, 'upload-length': String(request.declaredSize ?? request.bytes.length), 'upload-metadata': encodeMetadata(metadata) },
  })
  if (created.statusCode !== 201) return created
  return kit.app.inject({
    method: 'PATCH',
    url: created.headers.location as string,
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: request.bytes,
  })
}

export type UploadedDocumentFile = { path: string; url: string; originalName: string; documentType: string; category: string }

/** Uploads `filename` as the seller and registers it; the new document. */
export async function addDocumentAs(kit: PropertyKit, caller: Caller, propertyId: string, documentType: string, extra: Record<string, unknown> = {}, filename = `${documentType}.pdf`) {
  const uploaded = await uploadDocument(kit, caller, { propertyId, documentType, filename, filetype: 'application/pdf', bytes: pdfBytes() })
  if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.statusCode} ${uploaded.body}`)
  const file = uploaded.json<{ file: UploadedDocumentFile }>().file
  const registered = await kit.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/documents`,
    headers: kit.headers[caller],
    payload: { path: file.path, type: documentType, originalName: filename, ...extra },
  })
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.statusCode} ${registered.body}`)
  return registered.json<{ document: Omit<StoredDocument, 'propertyId'> }>().document
}
