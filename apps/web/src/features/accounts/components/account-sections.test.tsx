import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { verhoeffCheckDigit } from '@vishwas/domain'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { DealerApplicationSection } from './dealer-application-section'
import { KycSection } from './kyc-section'

const application = {
  id: '00000000-0000-4000-8000-000000000009',
  status: 'pending',
  reraNumber: 'A51700012345',
  reraState: 'Maharashtra',
  agencyName: 'Menon Realty',
  officeAddress: 'Shop 4, Hiranandani Estate, Thane West',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
}

const kyc = (fields: object = {}) => ({ success: true, kyc: { status: 'not-started', idType: null, idNumber: null, submittedAt: null, decidedAt: null, decisionReason: null, scans: [], ...fields } })
const scanFile = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type })

describe('Become a dealer', () => {
  it("checks the number against the state's format before sending, then shows the pending application", async () => {
    const api = fakeApi({
      'GET /api/users/me/dealer-application': () => ({ body: { success: true, status: 'not-applied', application: null } }),
      'POST /api/users/me/dealer-application': () => ({ status: 201, body: { success: true, status: 'pending', application } }),
    })
    renderRoutes([{ path: '/', element: <DealerApplicationSection isDealer={false} /> }])
    const section = await screen.findByRole('region', { name: 'Become a dealer' })
    await userEvent.selectOptions(await within(section).findByLabelText('State of your RERA registration'), 'Maharashtra')
    expect(within(section).getByText('As on your certificate, for example A51700012345')).toBeTruthy()
    await userEvent.type(within(section).getByLabelText('RERA agent registration number'), 'P51700012345')
    await userEvent.type(within(section).getByLabelText('Agency name'), 'Menon Realty')
    await userEvent.type(within(section).getByLabelText('Office address'), 'Shop 4, Hiranandani Estate, Thane West')
    await userEvent.click(within(section).getByRole('button', { name: 'Apply to become a dealer' }))
    expect(within(section).getByText('This is not a Maharashtra RERA agent registration number (it looks like A51700012345)')).toBeTruthy()
    expect(api.requests('POST', '/api/users/me/dealer-application')).toHaveLength(0)

    await userEvent.clear(within(section).getByLabelText('RERA agent registration number'))
    await userEvent.type(within(section).getByLabelText('RERA agent registration number'), 'a517 0001 2345')
    await userEvent.click(within(section).getByRole('button', { name: 'Apply to become a dealer' }))
    expect((await within(section).findByText(/is\s+waiting for an admin/)).textContent).toContain('A51700012345')
    expect(api.requests('POST', '/api/users/me/dealer-application')[0]!.body).toEqual({
      reraState: 'Maharashtra',
      reraNumber: 'a517 0001 2345',
      agencyName: 'Menon Realty',
      officeAddress: 'Shop 4, Hiranandani Estate, Thane West',
    })
  })

  it('shows the reason of a rejection with the form again, and hands an approval to the session', async () => {
    fakeApi({ 'GET /api/users/me/dealer-application': () => ({ body: { success: true, status: 'rejected', application: { ...application, status: 'rejected', decisionReason: 'Number not found on MahaRERA' } } }) })
    renderRoutes([{ path: '/', element: <DealerApplicationSection isDealer={false} /> }])
    expect((await screen.findByText(/was not approved/)).textContent).toContain('Number not found on MahaRERA')
    expect(screen.getByRole('button', { name: 'Apply to become a dealer' })).toBeTruthy()
  })

  it('tells the session when an admin has approved it', async () => {
    fakeApi({ 'GET /api/users/me/dealer-application': () => ({ body: { success: true, status: 'approved', application: { ...application, status: 'approved' } } }) })
    const onApproved = vi.fn()
    renderRoutes([{ path: '/', element: <DealerApplicationSection isDealer={false} onApproved={onApproved} /> }])
    await screen.findByText(/You are a dealer/)
    expect(onApproved).toHaveBeenCalled()
  })
})

describe('KYC', () => {
  it('checks an Aadhaar number before sending and shows only its masked form afterwards', async () => {
    let status = kyc()
    const api = fakeApi({
      'GET /api/users/me/kyc': () => ({ body: status }),
      'POST /api/users/me/kyc': () => {
        status = kyc({ status: 'pending', idType: 'aadhaar', idNumber: 'XXXX XXXX 9015', submittedAt: '2026-11-20T10:00:00.000Z' })
        return { body: status }
      },
    })
    renderRoutes([{ path: '/', element: <KycSection /> }])
    const section = await screen.findByRole('region', { name: 'KYC verification' })
    await within(section).findByText('Not started')
    const wrongCheckDigit = `23456789012${(verhoeffCheckDigit('23456789012') + 1) % 10}`
    await userEvent.type(within(section).getByLabelText('Aadhaar number'), wrongCheckDigit)
    await userEvent.click(within(section).getByRole('button', { name: 'Submit for verification' }))
    expect((await within(section).findByRole('alert')).textContent).toBe('This Aadhaar number is not valid: please check the digits')
    expect(api.requests('POST', '/api/users/me/kyc')).toHaveLength(0)
    await userEvent.selectOptions(within(section).getByLabelText('Identity document'), 'pan')
    await userEvent.clear(within(section).getByLabelText('PAN'))
    await userEvent.type(within(section).getByLabelText('PAN'), 'ABCPE1234F')
    await userEvent.upload(within(section).getByLabelText('Scan of the front'), scanFile('pan.png', 'image/png'))
    await userEvent.click(within(section).getByRole('button', { name: 'Submit for verification' }))
    await within(section).findByText('Pending review')
    expect(within(section).getByText('XXXX XXXX 9015')).toBeTruthy()
    expect(within(section).queryByRole('button', { name: 'Submit for verification' })).toBeNull()
  })
})

describe('the KYC scan', () => {
  it('asks for the masked Aadhaar plainly, and wants a front scan of a PDF, JPEG or PNG within 10 MB before sending', async () => {
    let status = kyc()
    const api = fakeApi({
      'GET /api/users/me/kyc': () => ({ body: status }),
      'POST /api/users/me/kyc': () => {
        status = kyc({ status: 'pending', idType: 'aadhaar', idNumber: 'XXXX XXXX 9015', scans: [{ id: 's-1', side: 'front', originalName: 'masked.pdf', contentType: 'application/pdf', size: 2048, uploadedAt: '2026-11-20T10:00:00.000Z' }] })
        return { body: status }
      },
    })
    renderRoutes([{ path: '/', element: <KycSection /> }])
    const section = await screen.findByRole('region', { name: 'KYC verification' })
    await within(section).findByText('Not started')
    expect(within(section).getByText(/attach the masked Aadhaar you download from UIDAI's site/).textContent).toContain('an admin rejects a scan that shows all twelve digits')
    await userEvent.type(within(section).getByLabelText('Aadhaar number'), `23456789012${verhoeffCheckDigit('23456789012')}`)
    await userEvent.click(within(section).getByRole('button', { name: 'Submit for verification' }))
    expect((await within(section).findByRole('alert')).textContent).toBe('Attach a scan of your ID: the front, and the back if it has one (PDF, JPEG or PNG)')

    const front = within(section).getByLabelText('Masked Aadhaar (front)')
    await userEvent.upload(front, scanFile('card.gif', 'image/gif'), { applyAccept: false })
    expect(within(section).getByRole('alert').textContent).toBe('Unsupported scan format. Supported formats: PDF, JPEG, PNG')
    await userEvent.upload(front, scanFile('card.pdf', 'application/pdf', 10 * 1024 * 1024 + 1))
    expect(within(section).getByRole('alert').textContent).toBe('File size exceeds 10 MB limit')
    await userEvent.click(within(section).getByRole('button', { name: 'Submit for verification' }))
    expect(api.requests('POST', '/api/users/me/kyc')).toHaveLength(0)

    await userEvent.upload(front, scanFile('masked.pdf', 'application/pdf'))
    await userEvent.upload(within(section).getByLabelText('Masked Aadhaar (back, optional)'), scanFile('back.jpg', 'image/jpeg'))
    await userEvent.click(within(section).getByRole('button', { name: 'Submit for verification' }))
    await within(section).findByText('Pending review')
    const form = api.requests('POST', '/api/users/me/kyc')[0]!.form!
    expect([form.get('idType'), (form.get('front') as File).name, (form.get('back') as File).name]).toEqual(['aadhaar', 'masked.pdf', 'back.jpg'])
    expect(within(section).getByRole('list', { name: 'Scans sent' }).textContent).toContain('Front: masked.pdf')
  })
})
