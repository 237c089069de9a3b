// The scan of a KYC document (issue #25): sent with the submission as multipart/form-data, checked
// by its bytes, kept privately under kyc-scans/, readable by its owner and admins only, replaced
// by a resubmission and removed with the account; a refused submission keeps nothing.
import { kycScanMessages, messages, verhoeffCheckDigit } from '@vishwas/domain'
import { beforeEach, describe, expect, it } from 'vitest'
import { createFileReferences } from '../../jobs/file-references.repository'
import { sweepStoredFiles } from '../../jobs/sweep-stored-files'
import { pdfBytes, pngBytes } from '../media/media-test-kit'
import { demoUsers, otherSeller, requestAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { removeKycScanFiles } from './kyc-scans.service'
import { createUserAccountsRepository } from './user-accounts.repository'

const kit = usePropertyKit()
// The tables are emptied before each test; the files an earlier test stored go too.
beforeEach(async () => {
  for await (const file of kit.app.storage.list('kyc-scans/')) await kit.app.storage.remove(file.path)
})

const aadhaar = (eleven: string) => `${eleven}${verhoeffCheckDigit(eleven)}`
const number = aadhaar('49871234567')
type FormFile = { field: string; filename: string; type: string; bytes: Buffer }
type Scan = { id: string; side: string; contentType: string; originalName: string; size: number }

/** The fields, then the files, encoded by the platform's FormData (as a browser does). */
async function kycForm(fields: Record<string, string>, files: FormFile[]) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.filename)
  const request = new Request('http://localhost/api/users/me/kyc', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' }
}

async function submit(caller: Caller | null, files: FormFile[], fields: Record<string, string> = { idType: 'aadhaar', idNumber: number }) {
  const body = await kycForm(fields, files)
  return kit.app.inject({ method: 'POST', url: '/api/users/me/kyc', headers: { ...(caller ? kit.headers[caller] : {}), 'content-type': body.contentType }, payload: body.payload })
}

const front = (bytes: Buffer = pngBytes(40, 25), filename = 'masked-aadhaar.png', type = 'image/png'): FormFile => ({ field: 'front', filename, type, bytes })
const back = (): FormFile => ({ field: 'back', filename: 'back.pdf', type: 'application/pdf', bytes: pdfBytes() })

async function storedFor(userId: string): Promise<string[]> {
  const paths: string[] = []
  for await (const file of kit.app.storage.list(`kyc-scans/${userId}/`)) paths.push(file.path)
  return paths.sort()
}

const scanRows = (userId: string) => kit.database.query<{ path: string; side: string }>('SELECT path, side FROM kyc_scans WHERE user_id = $1 ORDER BY side DESC', [userId])
const kycOf = async (caller: Caller) => (await requestAs(kit, caller, { url: '/api/users/me/kyc' })).json<{ kyc: { status: string; scans: Scan[] } }>().kyc

/** Nothing of the refused submission: still not started, no scan row, no stored file. */
async function expectNothingKept(userId: string, caller: Caller) {
  expect(await kycOf(caller)).toMatchObject({ status: 'not-started', scans: [] })
  expect(await scanRows(userId)).toEqual([])
  expect(await storedFor(userId)).toEqual([])
}

describe('attaching the scan of the KYC document', () => {
  it('keeps the front and back privately and shows them to their owner and admins only', async () => {
    const submitted = await submit('otherSeller', [front(), back()])
    expect(submitted.statusCode).toBe(200)
    const kyc = submitted.json<{ kyc: { status: string; idNumber: string; scans: Scan[] } }>().kyc
    expect(kyc).toMatchObject({ status: 'pending', idNumber: `XXXX XXXX ${number.slice(-4)}` })
    expect(kyc.scans.map((scan) => [scan.side, scan.contentType, scan.originalName])).toEqual([
      ['front', 'image/png', 'masked-aadhaar.png'],
      ['back', 'application/pdf', 'back.pdf'],
    ])
    const paths = await storedFor(otherSeller.id)
    expect(paths).toHaveLength(2)
    expect(paths.every((path) => path.startsWith(`kyc-scans/${otherSeller.id}/`))).toBe(true)

    const [frontScan, backScan] = kyc.scans as [Scan, Scan]
    const own = await requestAs(kit, 'otherSeller', { url: `/api/kyc-scans/${frontScan.id}` })
    expect(own.statusCode).toBe(200)
    expect(own.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': expect.stringMatching(/^attachment; filename="kyc-front.png"/),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    })
    expect(own.rawPayload.equals(pngBytes(40, 25))).toBe(true)
    const byAdmin = await requestAs(kit, 'admin', { url: `/api/kyc-scans/${backScan.id}` })
    expect(byAdmin.statusCode).toBe(200)
    expect(byAdmin.headers['content-type']).toBe('application/pdf')
    expect(byAdmin.rawPayload.equals(pdfBytes())).toBe(true)

    for (const caller of ['seller', 'buyer', 'dealer'] as const) {
      const refused = await requestAs(kit, caller, { url: `/api/kyc-scans/${frontScan.id}` })
      expect(refused.statusCode).toBe(404)
      expect(refused.json()).toMatchObject({ success: false, message: 'Scan not found' })
    }
    expect((await requestAs(kit, null, { url: `/api/kyc-scans/${frontScan.id}` })).statusCode).toBe(401)
    expect((await requestAs(kit, 'admin', { url: '/api/kyc-scans/00000000-0000-4000-8000-00000000abcd' })).statusCode).toBe(404)
    // No property file route serves a scan.
    expect((await requestAs(kit, 'admin', { url: `/api/files/${paths[0]}` })).statusCode).toBe(404)
  })

  it("shows the admin the scans beside the masked number, and audits the decision with them", async () => {
    const kyc = (await submit('otherSeller', [front()])).json<{ kyc: { scans: Scan[] } }>().kyc
    const view = await requestAs(kit, 'admin', { url: `/api/admin/users/${otherSeller.id}` })
    expect(view.json()).toMatchObject({ kyc: { status: 'pending', idType: 'aadhaar', idNumber: `XXXX XXXX ${number.slice(-4)}`, scans: [{ id: kyc.scans[0]!.id, side: 'front' }] } })
    const verified = await requestAs(kit, 'admin', { method: 'POST', url: `/api/admin/users/${otherSeller.id}/kyc-decision`, payload: { decision: 'verify', reason: 'Masked Aadhaar matches the name' } })
    expect(verified.json()).toMatchObject({ kyc: { status: 'verified', scans: [{ side: 'front' }] } })
    const [audit] = await kit.database.query<{ action: string; before: unknown }>('SELECT action, before FROM admin_actions WHERE target_id = $1', [otherSeller.id])
    expect(audit).toEqual({ action: 'kyc.verify', before: { kycStatus: 'pending', idType: 'aadhaar', idNumber: `XXXX XXXX ${number.slice(-4)}`, scans: [kyc.scans[0]!.id] } })
  })

  it('replaces the scans when a rejected user submits again, removing the old files', async () => {
    const first = (await submit('otherSeller', [front(), back()])).json<{ kyc: { scans: Scan[] } }>().kyc
    const oldPaths = await storedFor(otherSeller.id)
    const rejected = await requestAs(kit, 'admin', { method: 'POST', url: `/api/admin/users/${otherSeller.id}/kyc-decision`, payload: { decision: 'reject', reason: kycScanMessages.fullAadhaarShown } })
    expect(rejected.json()).toMatchObject({ kyc: { status: 'rejected', decisionReason: 'The scan shows your full Aadhaar number. Upload the masked Aadhaar from UIDAI, which shows only the last four digits.' } })

    const again = await submit('otherSeller', [front(pdfBytes(), 'masked.pdf', 'application/pdf')])
    expect(again.json()).toMatchObject({ kyc: { status: 'pending', decisionReason: null, scans: [{ side: 'front', contentType: 'application/pdf', originalName: 'masked.pdf' }] } })
    const newPaths = await storedFor(otherSeller.id)
    expect(newPaths).toHaveLength(1)
    expect(oldPaths.some((path) => newPaths.includes(path))).toBe(false)
    for (const scan of first.scans) expect((await requestAs(kit, 'otherSeller', { url: `/api/kyc-scans/${scan.id}` })).statusCode).toBe(404)
  })

  it("removes the scans' files with the account", async () => {
    await submit('otherSeller', [front(), back()])
    await kit.database.query("UPDATE users SET kyc_status = 'not-started' WHERE id = $1", [demoUsers.seller.id])
    await submit('seller', [front()])
    await removeKycScanFiles({ repository: createUserAccountsRepository(kit.database), storage: kit.app.storage, userId: otherSeller.id })
    await kit.database.query('DELETE FROM users WHERE id = $1', [otherSeller.id])
    expect(await storedFor(otherSeller.id)).toEqual([])
    expect(await kit.database.query('SELECT 1 FROM kyc_scans WHERE user_id = $1', [otherSeller.id])).toEqual([])

    // A deleted account's files that were left behind go with the sweep; a live submission's stay.
    const sellerPaths = await storedFor(demoUsers.seller.id)
    await kit.database.query('DELETE FROM kyc_submissions WHERE user_id = $1', [demoUsers.seller.id])
    await kit.database.query("UPDATE users SET kyc_status = 'not-started' WHERE id = $1", [demoUsers.buyer.id])
    await submit('buyer', [front()])
    const buyerPaths = await storedFor(demoUsers.buyer.id)
    await sweepStoredFiles({ storage: kit.app.storage, references: createFileReferences(kit.database).filter((source) => source.prefix === 'kyc-scans/'), now: new Date(Date.now() + 2 * 86_400_000) })
    expect(await storedFor(demoUsers.seller.id)).toEqual([])
    expect(sellerPaths).toHaveLength(1)
    expect(await storedFor(demoUsers.buyer.id)).toEqual(buyerPaths)
  })
})

describe('a refused submission keeps nothing', () => {
  it('refuses a file that is no PDF, JPEG or PNG, by its type or by its bytes', async () => {
    const gif = await submit('otherSeller', [front(Buffer.from('GIF89a'), 'card.gif', 'image/gif')])
    expect(gif.statusCode).toBe(415)
    expect(gif.json()).toMatchObject({ success: false, message: 'Unsupported scan format. Supported formats: PDF, JPEG, PNG' })
    const html = await submit('otherSeller', [front(Buffer.from('<html><script>alert(1)</script></html>'), 'card.png', 'image/png')])
    expect(html.statusCode).toBe(415)
    expect(html.json()).toMatchObject({ message: 'Unsupported scan format. Supported formats: PDF, JPEG, PNG' })
    // A good front, then a back that is not what it says: the front is not kept either.
    const badBack = await submit('otherSeller', [front(), { field: 'back', filename: 'back.pdf', type: 'application/pdf', bytes: pngBytes(10, 10) }])
    expect(badBack.statusCode).toBe(415)
    await expectNothingKept(otherSeller.id, 'otherSeller')
  })

  it('refuses a scan over 10 MB with the document limit', async () => {
    const big = Buffer.concat([pdfBytes().subarray(0, 9), Buffer.alloc(10 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')])
    const refused = await submit('otherSeller', [front(big, 'big.pdf', 'application/pdf')])
    expect(refused.statusCode).toBe(413)
    expect(refused.json()).toMatchObject({ message: messages.documentTooLarge })
    expect(messages.documentTooLarge).toBe('File size exceeds 10 MB limit')
    await expectNothingKept(otherSeller.id, 'otherSeller')
  })

  it('wants the front scan, and the fields before the files', async () => {
    const none = await submit('otherSeller', [])
    expect(none.statusCode).toBe(400)
    expect(none.json()).toMatchObject({ message: 'Attach a scan of your ID: the front, and the back if it has one (PDF, JPEG or PNG)' })
    const backOnly = await submit('otherSeller', [back()])
    expect(backOnly.json()).toMatchObject({ message: kycScanMessages.scanRequired })
    const json = await requestAs(kit, 'otherSeller', { method: 'POST', url: '/api/users/me/kyc', payload: { idType: 'pan', idNumber: 'ABCPE1234F' } })
    expect(json.statusCode).toBe(400)
    expect(json.json()).toMatchObject({ message: kycScanMessages.scanRequired })
    const twoFronts = await submit('otherSeller', [front(), front()])
    expect(twoFronts.json()).toMatchObject({ message: 'Attach one scan of the front and at most one of the back' })
    const otherFile = await submit('otherSeller', [{ ...front(), field: 'selfie' }])
    expect(otherFile.json()).toMatchObject({ message: 'A KYC submission takes the fields idType and idNumber, then the files front and back' })
    await expectNothingKept(otherSeller.id, 'otherSeller')
  })

  it('checks the number and the status before reading a scan', async () => {
    const bad = `${number.slice(0, 11)}${(Number(number[11]) + 1) % 10}`
    const wrong = await submit('otherSeller', [front()], { idType: 'aadhaar', idNumber: bad })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toMatchObject({ message: 'This Aadhaar number is not valid: please check the digits' })
    expect((await submit('otherSeller', [front()], { idType: 'passport', idNumber: 'K1234567' })).statusCode).toBe(400)
    expect((await submit(null, [front()])).statusCode).toBe(401)
    await expectNothingKept(otherSeller.id, 'otherSeller')

    await submit('otherSeller', [front()])
    const paths = await storedFor(otherSeller.id)
    const pending = await submit('otherSeller', [front()], { idType: 'pan', idNumber: 'ABCPE1234F' })
    expect(pending.json()).toMatchObject({ message: 'Cannot submit this KYC: it is pending', code: 'CONFLICT' })
    expect(await storedFor(otherSeller.id)).toEqual(paths)
  })
})
