// The document vault on the embedded engine and PostgreSQL: upload and register, the list's
// filters, one document, metadata changes, delete with its file, an admin's verdict, the
// required-documents checklist, the access rules, and files served only as downloads to people
// with property access.
import { documentMessages, messages, propertyDocumentSchema, type PropertyDocument } from '@vishwas/domain'
import { describe, expect, it, vi } from 'vitest'
import { createAs, demoUsers, requestAs, usePropertyKit } from '../properties/properties-test-kit'
import { addDocumentAs, pdfBytes, uploadDocument, type UploadedDocumentFile } from './documents-test-kit'
import { jpegBytes, uploadFile } from '../media/media-test-kit'
import { mediaMessages } from '../media/media.messages'

const kit = usePropertyKit()

const documentsUrl = (propertyId: string) => `/api/properties/${propertyId}/documents`
const rows = async (propertyId: string) => (await kit.database.query('SELECT id FROM property_documents WHERE property_id = $1', [propertyId])).length
const stored = (path: string) => kit.app.storage.stat(path)

describe('document uploads', () => {
  it('refuses the signed-out with the documents storage message', async () => {
    const property = await createAs(kit, 'seller')
    const response = await uploadDocument(kit, null, { propertyId: property.id, documentType: 'sale_deed', filename: 'deed.pdf', bytes: pdfBytes() })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ success: false, message: messages.storage.unauthorizedDocuments })
    const list = await requestAs(kit, null, { url: documentsUrl(property.id) })
    expect(list.statusCode).toBe(401)
    expect(list.json()).toMatchObject({ message: messages.storage.unauthorizedDocuments })
  })

  it('refuses another seller’s property and a buyer', async () => {
    const property = await createAs(kit, 'seller')
    for (const caller of ['otherSeller', 'buyer'] as const) {
      const response = await uploadDocument(kit, caller, { propertyId: property.id, documentType: 'sale_deed', filename: 'deed.pdf', bytes: pdfBytes() })
      expect(response.statusCode).toBe(403)
    }
  })

  it('stores a PDF under the category its type derives and answers the path to register', async () => {
    const property = await createAs(kit, 'seller')
    const response = await uploadDocument(kit, 'seller', { propertyId: property.id, documentType: 'sale_deed', filename: 'Sale deed 2019.pdf', filetype: 'application/pdf', bytes: pdfBytes() })
    expect(response.statusCode).toBe(200)
    const file = response.json<{ file: UploadedDocumentFile }>().file
    expect(file.path).toMatch(new RegExp(`^property-documents/${property.id}/titleDeed/\\d+-[a-z0-9]{6}-Sale_deed_2019\\.pdf$`))
    expect(file).toMatchObject({ category: 'titleDeed', documentType: 'sale_deed', originalName: 'Sale deed 2019.pdf' })
    expect(await stored(file.path)).toMatchObject({ size: pdfBytes().length })
    expect(await rows(property.id)).toBe(0)
  })

  it.each([
    ['a file over 10 MB, before its bytes are read', 'deed.pdf', 'application/pdf', pdfBytes(), 11 * 1024 * 1024, 413, messages.documentTooLarge],
    ['an executable', 'setup.exe', 'application/octet-stream', Buffer.from([0x4d, 0x5a, 0x90, 0]), undefined, 415, messages.documentUnsupported],
    ['a JPEG renamed .pdf', 'deed.pdf', 'application/pdf', jpegBytes(), undefined, 415, messages.documentUnsupported],
    ['a PDF with a script appended', 'deed.pdf', 'application/pdf', Buffer.concat([pdfBytes(), Buffer.from('<script>alert(1)</script>')]), undefined, 415, documentMessages.trailingData],
    ['a name of 256 characters', `${'d'.repeat(252)}.pdf`, 'application/pdf', pdfBytes(), undefined, 400, messages.fileNameTooLong],
  ])('refuses %s with its message and keeps nothing', async (_what, filename, filetype, bytes, declaredSize, status, message) => {
    const property = await createAs(kit, 'seller')
    const response = await uploadDocument(kit, 'seller', { propertyId: property.id, documentType: 'sale_deed', filename, filetype, bytes, ...(declaredSize ? { declaredSize } : {}) })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ success: false, message })
    expect(await rows(property.id)).toBe(0)
  })
})

describe('registering documents', () => {
  it('keeps the document pending and unverified, with its metadata and the uploader', async () => {
    const property = await createAs(kit, 'seller')
    const document = await addDocumentAs(kit, 'seller', property.id, 'property_tax', { metadata: { documentNumber: 'PT-2024-118', issuingAuthority: 'MC Mohali', issueDate: '2024-04-01T00:00:00.000Z' } })
    expect(propertyDocumentSchema.parse(document)).toBeTruthy()
    expect(document).toMatchObject({
      type: 'property_tax',
      category: 'tax',
      contentType: 'application/pdf',
      originalName: 'property_tax.pdf',
      metadata: { uploadedBy: demoUsers.seller.id, verified: false, verificationStatus: 'pending', archived: false, documentNumber: 'PT-2024-118', issuingAuthority: 'MC Mohali', expiryStatus: 'none' },
    })
    expect(document.url).toBe(`/api/files/${document.path}`)
  })

  it('refuses a path under another property or another category, and a path registered twice', async () => {
    const property = await createAs(kit, 'seller')
    const other = await createAs(kit, 'seller')
    const upload = await uploadDocument(kit, 'seller', { propertyId: property.id, documentType: 'sale_deed', filename: 'deed.pdf', bytes: pdfBytes() })
    const file = upload.json<{ file: UploadedDocumentFile }>().file
    const elsewhere = await requestAs(kit, 'seller', { method: 'POST', url: documentsUrl(other.id), payload: { path: file.path, type: 'sale_deed', originalName: 'deed.pdf' } })
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json()).toMatchObject({ message: messages.failedToUpdatePropertyDocument, errors: [{ path: 'path', message: documentMessages.notThisProperty }] })
    const wrongCategory = await requestAs(kit, 'seller', { method: 'POST', url: documentsUrl(property.id), payload: { path: file.path, type: 'noc', originalName: 'deed.pdf' } })
    expect(wrongCategory.statusCode).toBe(400)
    expect(wrongCategory.json()).toMatchObject({ errors: [{ path: 'category', message: documentMessages.wrongCategory }] })
    const first = await requestAs(kit, 'seller', { method: 'POST', url: documentsUrl(property.id), payload: { path: file.path, type: 'sale_deed', originalName: 'deed.pdf' } })
    expect(first.statusCode).toBe(201)
    const again = await requestAs(kit, 'seller', { method: 'POST', url: documentsUrl(property.id), payload: { path: file.path, type: 'sale_deed', originalName: 'deed.pdf' } })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: messages.failedToUpdatePropertyDocument })
    expect(await stored(file.path)).toBeDefined()
  })

  it('refuses a path nothing was uploaded to, and a seller choosing the verification', async () => {
    const property = await createAs(kit, 'seller')
    const missing = await requestAs(kit, 'seller', {
      method: 'POST',
      url: documentsUrl(property.id),
      payload: { path: `property-documents/${property.id}/titleDeed/1-abcdef-deed.pdf`, type: 'sale_deed', originalName: 'deed.pdf' },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ message: documentMessages.fileNotUploaded })
    const upload = (await uploadDocument(kit, 'seller', { propertyId: property.id, documentType: 'sale_deed', filename: 'deed.pdf', bytes: pdfBytes() })).json<{ file: UploadedDocumentFile }>()
    const selfVerified = await requestAs(kit, 'seller', {
      method: 'POST',
      url: documentsUrl(property.id),
      payload: { path: upload.file.path, type: 'sale_deed', originalName: 'deed.pdf', metadata: { verified: true } },
    })
    expect(selfVerified.statusCode).toBe(400)
  })

  it('registers a batch one by one: the good ones kept, each refused one named', async () => {
    const property = await createAs(kit, 'seller')
    const deed = (await uploadDocument(kit, 'seller', { propertyId: property.id, documentType: 'sale_deed', filename: 'deed.pdf', bytes: pdfBytes() })).json<{ file: UploadedDocumentFile }>().file
    const noc = (await uploadDocument(kit, 'seller', { propertyId: property.id, documentType: 'noc', filename: 'noc.pdf', bytes: pdfBytes() })).json<{ file: UploadedDocumentFile }>().file
    const response = await requestAs(kit, 'seller', {
      method: 'POST',
      url: `${documentsUrl(property.id)}/batch`,
      payload: {
        documents: [
          { path: deed.path, type: 'sale_deed', originalName: 'deed.pdf' },
          { path: `property-documents/${property.id}/other/1-abcdef-x.pdf`, type: 'other', originalName: 'x.pdf' },
          { path: noc.path, type: 'noc', originalName: 'noc.pdf' },
        ],
      },
    })
    expect(response.statusCode).toBe(200)
    const body = response.json<{ results: { index: number; success: boolean; error?: string }[]; documents: PropertyDocument[] }>()
    expect(body.results.map((result) => [result.index, result.success, result.error])).toEqual([
      [0, true, undefined],
      [1, false, documentMessages.fileNotUploaded],
      [2, true, undefined],
    ])
    expect(body.documents.map((document) => document.category).sort()).toEqual(['legalDocuments', 'titleDeed'])
  })
})

describe('reading, changing and deleting', () => {
  it('lists by category, type and verified, reads one, and answers SPEC’s message for an unknown one', async () => {
    const property = await createAs(kit, 'seller')
    const deed = await addDocumentAs(kit, 'seller', property.id, 'sale_deed')
    await addDocumentAs(kit, 'seller', property.id, 'noc')
    await addDocumentAs(kit, 'seller', property.id, 'insurance_policy')
    await requestAs(kit, 'admin', { method: 'POST', url: `${documentsUrl(property.id)}/${deed.id}/verify`, payload: { verificationStatus: 'verified' } })
    const list = async (query: Record<string, string>) =>
      (await requestAs(kit, 'seller', { url: documentsUrl(property.id), query })).json<{ documents: PropertyDocument[] }>().documents.map((d) => d.type).sort()
    expect(await list({})).toEqual(['insurance_policy', 'noc', 'sale_deed'])
    expect(await list({ category: 'legalDocuments' })).toEqual(['noc'])
    expect(await list({ type: 'insurance_policy' })).toEqual(['insurance_policy'])
    expect(await list({ verified: 'true' })).toEqual(['sale_deed'])
    expect(await list({ verified: 'false' })).toEqual(['insurance_policy', 'noc'])
    expect((await requestAs(kit, 'seller', { url: documentsUrl(property.id), query: { category: 'deeds' } })).statusCode).toBe(400)
    const one = await requestAs(kit, 'seller', { url: `${documentsUrl(property.id)}/${deed.id}` })
    expect(one.json()).toMatchObject({ success: true, document: { id: deed.id, metadata: { verified: true } } })
    const unknown = await requestAs(kit, 'seller', { url: `${documentsUrl(property.id)}/00000000-0000-4000-8000-00000000dead` })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ message: messages.documentNotFound })
  })

  it('changes metadata only; a change of a checked fact sends a verified document back to pending', async () => {
    const property = await createAs(kit, 'seller')
    const deed = await addDocumentAs(kit, 'seller', property.id, 'sale_deed', { metadata: { documentNumber: 'SD-1' } })
    const url = `${documentsUrl(property.id)}/${deed.id}`
    await requestAs(kit, 'admin', { method: 'POST', url: `${url}/verify`, payload: { verificationStatus: 'verified' } })
    const notes = await requestAs(kit, 'seller', { method: 'PATCH', url, payload: { notes: 'Original with the bank' } })
    expect(notes.json()).toMatchObject({ document: { metadata: { notes: 'Original with the bank', verified: true, verificationStatus: 'verified' } } })
    const number = await requestAs(kit, 'seller', { method: 'PATCH', url, payload: { documentNumber: 'SD-2' } })
    expect(number.json()).toMatchObject({ document: { metadata: { documentNumber: 'SD-2', verified: false, verificationStatus: 'pending' } } })
    expect(number.json<{ document: PropertyDocument }>().document.metadata.verifiedBy).toBeUndefined()
    const cleared = await requestAs(kit, 'seller', { method: 'PATCH', url, payload: { notes: null } })
    expect(cleared.json<{ document: PropertyDocument }>().document.metadata.notes).toBeUndefined()
    for (const payload of [{ verified: true }, { category: 'tax' }, { path: 'property-documents/x/tax/y.pdf' }, { verificationStatus: 'verified' }]) {
      expect((await requestAs(kit, 'seller', { method: 'PATCH', url, payload })).statusCode).toBe(400)
    }
  })

  it('records the expiry state of a new expiry date at once', async () => {
    const property = await createAs(kit, 'seller')
    const policy = await addDocumentAs(kit, 'seller', property.id, 'insurance_policy')
    const url = `${documentsUrl(property.id)}/${policy.id}`
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString()
    expect((await requestAs(kit, 'seller', { method: 'PATCH', url, payload: { expiryDate: soon } })).json()).toMatchObject({ document: { metadata: { expiryStatus: 'expiring' } } })
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString()
    expect((await requestAs(kit, 'seller', { method: 'PATCH', url, payload: { expiryDate: past } })).json()).toMatchObject({ document: { metadata: { expiryStatus: 'expired' } } })
    const expired = await requestAs(kit, 'seller', { url: documentsUrl(property.id), query: { expiryStatus: 'expired' } })
    expect(expired.json<{ documents: PropertyDocument[] }>().documents.map((d) => d.id)).toEqual([policy.id])
  })

  it('deletes the document and its stored file', async () => {
    const property = await createAs(kit, 'seller')
    const deed = await addDocumentAs(kit, 'seller', property.id, 'sale_deed')
    expect(await stored(deed.path)).toBeDefined()
    const response = await requestAs(kit, 'seller', { method: 'DELETE', url: `${documentsUrl(property.id)}/${deed.id}` })
    expect(response.statusCode).toBe(200)
    expect(await stored(deed.path)).toBeUndefined()
    expect(await rows(property.id)).toBe(0)
    const again = await requestAs(kit, 'seller', { method: 'DELETE', url: `${documentsUrl(property.id)}/${deed.id}` })
    expect(again.json()).toMatchObject({ message: messages.documentNotFound })
  })

  it('keeps the document when its file cannot be removed, with SPEC’s message', async () => {
    const property = await createAs(kit, 'seller')
    const deed = await addDocumentAs(kit, 'seller', property.id, 'sale_deed')
    const remove = vi.spyOn(kit.app.storage, 'remove').mockRejectedValueOnce(new Error('disk went away'))
    try {
      const response = await requestAs(kit, 'seller', { method: 'DELETE', url: `${documentsUrl(property.id)}/${deed.id}` })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ success: false, message: messages.failedToDeleteDocument })
    } finally {
      remove.mockRestore()
    }
    expect(await rows(property.id)).toBe(1)
    expect(await stored(deed.path)).toBeDefined()
  })

  it('refuses another seller and a buyer every call, and the signed-out with 401', async () => {
    const property = await createAs(kit, 'seller')
    const deed = await addDocumentAs(kit, 'seller', property.id, 'sale_deed')
    const url = `${documentsUrl(property.id)}/${deed.id}`
    for (const caller of ['otherSeller', 'buyer'] as const) {
      expect((await requestAs(kit, caller, { url: documentsUrl(property.id) })).statusCode).toBe(403)
      expect((await requestAs(kit, caller, { url })).statusCode).toBe(403)
      expect((await requestAs(kit, caller, { method: 'PATCH', url, payload: { notes: 'mine' } })).statusCode).toBe(403)
      expect((await requestAs(kit, caller, { method: 'DELETE', url })).statusCode).toBe(403)
      expect((await requestAs(kit, caller, { url: `/api/properties/${property.id}/required-documents` })).statusCode).toBe(403)
    }
    expect((await requestAs(kit, null, { url })).statusCode).toBe(401)
    expect(await rows(property.id)).toBe(1)
  })
})

describe('verification', () => {
  it('lets an admin verify a pending document, recording who and when, once', async () => {
    const property = await createAs(kit, 'seller')
    const deed = await addDocumentAs(kit, 'seller', property.id, 'sale_deed')
    const url = `${documentsUrl(property.id)}/${deed.id}/verify`
    for (const caller of ['seller', 'dealer', 'otherSeller', 'buyer'] as const) {
      expect((await requestAs(kit, caller, { method: 'POST', url, payload: { verificationStatus: 'verified' } })).statusCode).toBe(403)
    }
    const response = await requestAs(kit, 'admin', { method: 'POST', url, payload: { verificationStatus: 'verified', reason: 'Matches the sub-registrar’s record' } })
    expect(response.statusCode).toBe(200)
    const document = response.json<{ document: PropertyDocument }>().document
    expect(document.metadata).toMatchObject({ verified: true, verificationStatus: 'verified', verifiedBy: demoUsers.admin.id, verificationReason: 'Matches the sub-registrar’s record' })
    expect(Date.parse(document.metadata.verifiedAt ?? '')).not.toBeNaN()
    const again = await requestAs(kit, 'admin', { method: 'POST', url, payload: { verificationStatus: 'rejected', reason: 'late' } })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: messages.failedToVerifyDocument, errors: [{ message: documentMessages.notPending }] })
  })

  it('counts the verified documents on the public listing, leaving out expired ones', async () => {
    const property = await createAs(kit, 'seller')
    const verifiedCount = async () => (await kit.app.inject(`/api/properties/public/${property.id}`)).json<{ property: { verification: { verifiedDocuments: number } } }>().property.verification.verifiedDocuments
    expect(await verifiedCount()).toBe(0)
    const deed = await addDocumentAs(kit, 'seller', property.id, 'sale_deed')
    const policy = await addDocumentAs(kit, 'seller', property.id, 'insurance_policy')
    for (const document of [deed, policy]) {
      await requestAs(kit, 'admin', { method: 'POST', url: `${documentsUrl(property.id)}/${document.id}/verify`, payload: { verificationStatus: 'verified' } })
    }
    expect(await verifiedCount()).toBe(2)
    await kit.database.query(`UPDATE property_documents SET expiry_status = 'expired' WHERE id = $1`, [policy.id])
    expect(await verifiedCount()).toBe(1)
    const page = await kit.app.inject(`/api/properties/public?limit=100`)
    expect(page.json<{ properties: { id: string; verification: { verifiedDocuments: number } }[] }>().properties.find((p) => p.id === property.id)?.verification.verifiedDocuments).toBe(1)
  })

  it('rejects only with a reason', async () => {
    const property = await createAs(kit, 'seller')
    const deed = await addDocumentAs(kit, 'seller', property.id, 'sale_deed')
    const url = `${documentsUrl(property.id)}/${deed.id}/verify`
    const bare = await requestAs(kit, 'admin', { method: 'POST', url, payload: { verificationStatus: 'rejected' } })
    expect(bare.statusCode).toBe(400)
    expect(JSON.stringify(bare.json())).toContain(documentMessages.reasonRequired)
    const rejected = await requestAs(kit, 'admin', { method: 'POST', url, payload: { verificationStatus: 'rejected', reason: 'Pages missing' } })
    expect(rejected.json()).toMatchObject({ document: { metadata: { verified: false, verificationStatus: 'rejected', verificationReason: 'Pages missing', verifiedBy: demoUsers.admin.id } } })
  })
})

describe('required documents checklist', () => {
  it('follows the listing’s deal type, and the one asked for', async () => {
    const property = await createAs(kit, 'seller')
    const url = `/api/properties/${property.id}/required-documents`
    expect((await requestAs(kit, 'seller', { url })).json()).toMatchObject({
      checklist: { dealType: 'sale', required: ['titleDeed', 'legalDocuments'], complete: false, missing: ['titleDeed', 'legalDocuments'], present: [], verified: [], unverified: [] },
    })
    const deed = await addDocumentAs(kit, 'seller', property.id, 'sale_deed')
    await addDocumentAs(kit, 'seller', property.id, 'noc')
    await requestAs(kit, 'admin', { method: 'POST', url: `${documentsUrl(property.id)}/${deed.id}/verify`, payload: { verificationStatus: 'verified' } })
    expect((await requestAs(kit, 'seller', { url })).json()).toMatchObject({
      checklist: { complete: true, missing: [], present: ['titleDeed', 'legalDocuments'], verified: ['titleDeed'], unverified: ['legalDocuments'] },
    })
    expect((await requestAs(kit, 'seller', { url, query: { dealType: 'lease' } })).json()).toMatchObject({
      checklist: { dealType: 'lease', complete: false, missing: ['contracts', 'insurance'], present: ['legalDocuments'] },
    })
    expect((await requestAs(kit, 'seller', { url, query: { dealType: 'barter' } })).statusCode).toBe(400)
  })
})

describe('document files', () => {
  it('serves a document as a download to people with property access only', async () => {
    const property = await createAs(kit, 'seller')
    const deed = await addDocumentAs(kit, 'seller', property.id, 'sale_deed', {}, 'Sale deed (2019).pdf')
    const get = (caller: Parameters<typeof requestAs>[1]) => requestAs(kit, caller, { url: deed.url })
    for (const caller of ['seller', 'admin', 'dealer'] as const) {
      const response = await get(caller)
      expect(response.statusCode).toBe(200)
      expect(response.rawPayload.equals(pdfBytes())).toBe(true)
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="Sale deed (2019).pdf"; filename*=UTF-8''Sale%20deed%20(2019).pdf`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
    }
    expect((await get(null)).statusCode).toBe(401)
    expect((await get('buyer')).statusCode).toBe(403)
    expect((await get('otherSeller')).statusCode).toBe(403)
    expect((await requestAs(kit, 'seller', { url: `/api/files/property-documents/${property.id}/titleDeed/1-abcdef-x.pdf` })).statusCode).toBe(404)
  })

  it('keeps a deleted listing’s documents until it is purged, and brings them back on restore', async () => {
    const property = await createAs(kit, 'seller')
    const deed = await addDocumentAs(kit, 'seller', property.id, 'sale_deed')
    expect((await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${property.reference}` })).statusCode).toBe(200)
    expect(await rows(property.id)).toBe(0)
    expect(await stored(deed.path)).toBeDefined()
    expect((await requestAs(kit, 'admin', { method: 'POST', url: `/api/admin/deleted-properties/${property.id}/restore` })).statusCode).toBe(200)
    expect((await requestAs(kit, 'seller', { url: documentsUrl(property.id) })).json<{ documents: PropertyDocument[] }>().documents.map((d) => d.id)).toEqual([deed.id])
  })
})

describe('one store of documents', () => {
  it('refuses documents as media: they go to the vault, never to the public gallery’s files', async () => {
    const property = await createAs(kit, 'seller')
    const response = await uploadFile(kit, 'seller', { propertyId: property.id, mediaType: 'documents', filename: 'deed.pdf', filetype: 'application/pdf', bytes: pdfBytes() })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message: mediaMessages.documentsInVault })
    expect((await kit.database.query('SELECT id FROM property_media WHERE property_id = $1', [property.id])).length).toBe(0)
  })
})
