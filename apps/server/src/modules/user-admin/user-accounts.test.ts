// A user applies to be a dealer and submits KYC; an admin decides each with a reason; the user
// is told, the role follows at once, and every decision is in the audit trail.
import { verhoeffCheckDigit } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { pdfBytes } from '../media/media-test-kit'
import { demoUsers, requestAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'

const kit = usePropertyKit()

const application = { reraNumber: ' a517 0001 2345 ', reraState: 'Maharashtra', agencyName: 'Iyer Homes & Realty', officeAddress: 'Shop 4, Hiranandani Estate, Thane West 400607' }
const apply = (caller: Caller | null, payload: object = application) => requestAs(kit, caller, { method: 'POST', url: '/api/users/me/dealer-application', payload })
const decideDealer = (caller: Caller, did: string, payload: object) => requestAs(kit, caller, { method: 'POST', url: `/api/admin/users/${did}/dealer-application-decision`, payload })
const decideKyc = (caller: Caller, did: string, payload: object) => requestAs(kit, caller, { method: 'POST', url: `/api/admin/users/${did}/kyc-decision`, payload })
/** KYC with the scan of the document's front, as the profile sends it (multipart/form-data). */
async function submitKyc(caller: Caller | null, fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('front', new Blob([pdfBytes()], { type: 'application/pdf' }), 'id-front.pdf')
  const encoded = new Request('http://localhost/api/users/me/kyc', { method: 'POST', body: form })
  const headers = { ...(caller ? kit.headers[caller] : {}), 'content-type': encoded.headers.get('content-type') ?? '' }
  return kit.app.inject({ method: 'POST', url: '/api/users/me/kyc', headers, payload: Buffer.from(await encoded.arrayBuffer()) })
}
const aadhaar = (eleven: string) => `${eleven}${verhoeffCheckDigit(eleven)}`
const notificationsOf = (userId: string) => kit.database.query<{ title: string; body: string; link: string }>('SELECT title, body, link FROM notifications WHERE user_id = $1 ORDER BY created_at', [userId])
const auditOf = (userId: string) => kit.database.query<{ action: string; reason: string }>('SELECT action, reason FROM admin_actions WHERE target_id = $1 ORDER BY created_at', [userId])

describe('becoming a dealer', () => {
  it('takes an application with the number normalised; the applicant is not a dealer until an admin approves, then is at once', async () => {
    expect((await requestAs(kit, 'buyer', { url: '/api/users/me/dealer-application' })).json()).toEqual({ success: true, status: 'not-applied', application: null })
    const applied = await apply('buyer')
    expect(applied.statusCode).toBe(201)
    expect(applied.json()).toMatchObject({ status: 'pending', application: { reraNumber: 'A51700012345', reraState: 'Maharashtra', agencyName: application.agencyName, decisionReason: null } })
    expect((await apply('buyer')).json()).toMatchObject({ message: 'Cannot apply this dealer application: it is pending' })
    const me = await requestAs(kit, 'buyer', { url: '/api/users/me' })
    expect(me.json()).toMatchObject({ user: { roles: { isDealer: false } } })

    const approved = await decideDealer('admin', demoUsers.buyer.id, { decision: 'approve', reason: 'RERA certificate checked on the MahaRERA site' })
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({ user: { roles: { isDealer: true } }, dealer: { status: 'approved', application: { decisionReason: 'RERA certificate checked on the MahaRERA site' } } })
    expect((await requestAs(kit, 'buyer', { url: '/api/users/me' })).json()).toMatchObject({ user: { roles: { isDealer: true } } })
    expect(await notificationsOf(demoUsers.buyer.id)).toEqual([{ title: 'You are now a dealer', body: 'Your dealer application was approved. Curator is in your menu.', link: '/dealer' }])
    expect(await auditOf(demoUsers.buyer.id)).toEqual([{ action: 'dealer-application.approve', reason: 'RERA certificate checked on the MahaRERA site' }])
    const [grant] = await kit.database.query('SELECT role, granted_by AS "grantedBy", via FROM user_role_grants WHERE user_id = $1', [demoUsers.buyer.id])
    expect(grant).toEqual({ role: 'dealer', grantedBy: demoUsers.admin.id, via: 'dealer-application' })
    expect((await decideDealer('admin', demoUsers.buyer.id, { decision: 'reject', reason: 'Changed my mind' })).json()).toMatchObject({
      message: 'Cannot reject this dealer application: it is approved',
    })
  })

  it('tells a rejected applicant why, and lets them apply again', async () => {
    await apply('buyer')
    const rejected = await decideDealer('admin', demoUsers.buyer.id, { decision: 'reject', reason: 'The number is registered to another agency' })
    expect(rejected.json()).toMatchObject({ user: { roles: { isDealer: false } }, dealer: { status: 'rejected' } })
    expect(await notificationsOf(demoUsers.buyer.id)).toEqual([{ title: 'Your dealer application was not approved', body: 'The number is registered to another agency', link: '/profile' }])
    expect((await requestAs(kit, 'buyer', { url: '/api/users/me/dealer-application' })).json()).toMatchObject({ status: 'rejected', application: { decisionReason: 'The number is registered to another agency' } })
    expect((await apply('buyer', { ...application, reraState: 'Karnataka', reraNumber: 'PRM/KA/RERA/1251/310/AG/180524/001735' })).statusCode).toBe(201)
  })

  it("checks the number against the state's format, and refuses what is not an application", async () => {
    const wrong = await apply('buyer', { ...application, reraNumber: 'P51700012345' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toMatchObject({ message: 'This is not a Maharashtra RERA agent registration number (it looks like A51700012345)', code: 'UNPROCESSABLE' })
    expect((await apply('buyer', { ...application, reraState: 'Atlantis' })).statusCode).toBe(400)
    expect((await apply('buyer', { ...application, agencyName: 'Evil\u202Eco' })).statusCode).toBe(400)
    expect((await apply('buyer', { ...application, isDealer: true })).statusCode).toBe(400)
    expect((await apply('dealer')).json()).toMatchObject({ message: 'You are a dealer already', code: 'CONFLICT' })
    expect((await apply(null)).statusCode).toBe(401)
    expect((await decideDealer('admin', demoUsers.seller.id, { decision: 'approve', reason: 'Looks fine' })).json()).toMatchObject({ message: 'This user has not applied to be a dealer' })
  })

  it('lets only admins decide, and wants a reason', async () => {
    await apply('buyer')
    for (const caller of ['seller', 'dealer', 'buyer'] as const) {
      const refused = await decideDealer(caller, demoUsers.buyer.id, { decision: 'approve', reason: 'Trust me' })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ message: 'You need admin privileges to access this page' })
    }
    expect((await decideDealer('admin', demoUsers.buyer.id, { decision: 'approve', reason: '' })).statusCode).toBe(400)
    expect((await decideDealer('admin', demoUsers.buyer.id, { decision: 'promote', reason: 'Looks fine' })).statusCode).toBe(400)
  })
})

describe('KYC', () => {
  it('goes not-started -> pending -> verified, keeping an Aadhaar number only masked', async () => {
    await kit.database.query("UPDATE users SET kyc_status = 'not-started' WHERE id = $1", [demoUsers.seller.id])
    expect((await requestAs(kit, 'seller', { url: '/api/users/me/kyc' })).json()).toMatchObject({ kyc: { status: 'not-started', idType: null, idNumber: null } })
    const number = aadhaar('49871234567')
    const submitted = await submitKyc('seller', { idType: 'aadhaar', idNumber: `${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}` })
    expect(submitted.statusCode).toBe(200)
    expect(submitted.json()).toMatchObject({ kyc: { status: 'pending', idType: 'aadhaar', idNumber: `XXXX XXXX ${number.slice(-4)}` } })
    const stored = await kit.database.query('SELECT id_number FROM kyc_submissions')
    expect(JSON.stringify(stored)).not.toContain(number.slice(0, 8))
    expect((await submitKyc('seller', { idType: 'pan', idNumber: 'ABCPE1234F' })).json()).toMatchObject({ message: 'Cannot submit this KYC: it is pending', code: 'CONFLICT' })

    const verified = await decideKyc('admin', demoUsers.seller.id, { decision: 'verify', reason: 'Matches the Aadhaar e-KYC' })
    expect(verified.json()).toMatchObject({ user: { kycStatus: 'verified' }, kyc: { status: 'verified', decisionReason: 'Matches the Aadhaar e-KYC' } })
    expect((await requestAs(kit, 'seller', { url: '/api/users/me' })).json()).toMatchObject({ user: { kycStatus: 'verified' } })
    expect(await notificationsOf(demoUsers.seller.id)).toEqual([{ title: 'Your KYC is verified', body: 'Your identity details were verified.', link: '/profile' }])
    expect(await auditOf(demoUsers.seller.id)).toEqual([{ action: 'kyc.verify', reason: 'Matches the Aadhaar e-KYC' }])
    expect((await decideKyc('admin', demoUsers.seller.id, { decision: 'reject', reason: 'Second thoughts' })).json()).toMatchObject({ message: 'Cannot reject this KYC: it is verified' })
  })

  it('lets a rejected user submit again, with a PAN', async () => {
    await kit.database.query("UPDATE users SET kyc_status = 'not-started' WHERE id = $1", [demoUsers.seller.id])
    await submitKyc('seller', { idType: 'pan', idNumber: 'abcpe1234f' })
    expect((await decideKyc('admin', demoUsers.seller.id, { decision: 'reject', reason: 'The name on the PAN differs' })).json()).toMatchObject({ kyc: { status: 'rejected' } })
    expect(await notificationsOf(demoUsers.seller.id)).toEqual([{ title: 'Your KYC was not verified', body: 'The name on the PAN differs', link: '/profile' }])
    expect((await submitKyc('seller', { idType: 'pan', idNumber: 'ABCPV1234F' })).json()).toMatchObject({ kyc: { status: 'pending', idNumber: 'ABCPV1234F', decisionReason: null } })
  })

  it('refuses a bad Aadhaar number or PAN with a clear 422, and admin decisions from anyone else', async () => {
    await kit.database.query("UPDATE users SET kyc_status = 'not-started' WHERE id = $1", [demoUsers.seller.id])
    const number = aadhaar('49871234567')
    const bad = `${number.slice(0, 11)}${(Number(number[11]) + 1) % 10}`
    expect((await submitKyc('seller', { idType: 'aadhaar', idNumber: bad })).json()).toMatchObject({ message: 'This Aadhaar number is not valid: please check the digits', code: 'UNPROCESSABLE' })
    expect((await submitKyc('seller', { idType: 'pan', idNumber: 'ABCDE1234F' })).statusCode).toBe(422)
    expect((await submitKyc('seller', { idType: 'passport', idNumber: 'K1234567' })).statusCode).toBe(400)
    expect((await submitKyc(null, { idType: 'pan', idNumber: 'ABCPE1234F' })).statusCode).toBe(401)
    expect((await requestAs(kit, 'seller', { url: '/api/users/me/kyc' })).json()).toMatchObject({ kyc: { status: 'not-started' } })
    for (const caller of ['seller', 'dealer'] as const) expect((await decideKyc(caller, demoUsers.buyer.id, { decision: 'verify', reason: 'Fine by me' })).statusCode).toBe(403)
  })
})
