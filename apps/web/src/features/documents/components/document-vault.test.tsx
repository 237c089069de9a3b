import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { messages, type PropertyDocument } from '@vishwas/domain'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { DocumentVault } from './document-vault'

const ID = '11111111-2222-4333-8444-555555555555'
const NOW = new Date('2026-06-01T06:30:00.000Z')
const DAY = 86_400_000

// The resumable upload is tested against the server (documents.test.ts); here it reports
// progress, then arrives, or fails with the server's message.
vi.mock('../lib/upload-document', () => ({
  uploadDocument: ({ file, propertyId, documentType, onProgress }: { file: File; propertyId: string; documentType: string; onProgress: (f: number) => void }) => {
    onProgress(0.5)
    return file.name.startsWith('broken')
      ? Promise.reject(new Error(messages.storage.retryLimitExceeded))
      : Promise.resolve({ path: `property-documents/${propertyId}/titleDeed/1-abcdef-${file.name}`, url: '', size: file.size, contentType: file.type, originalName: file.name, documentType, category: 'titleDeed' })
  },
}))

const document = (id: number, type: string, category: PropertyDocument['category'], metadata: Partial<PropertyDocument['metadata']> = {}): PropertyDocument => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  url: `/api/files/property-documents/${ID}/${category}/1-abcdef-${type}.pdf`,
  path: `property-documents/${ID}/${category}/1-abcdef-${type}.pdf`,
  filename: `1-abcdef-${type}.pdf`,
  originalName: `${type}.pdf`,
  type,
  category,
  contentType: 'application/pdf',
  size: 1000,
  metadata: { uploadedBy: 'u', verified: false, verificationStatus: 'pending', archived: false, expiryStatus: 'none', ...metadata },
})

const checklist = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  checklist: { dealType: 'sale', required: ['titleDeed', 'legalDocuments'], complete: false, missing: ['legalDocuments'], present: ['titleDeed'], verified: [], unverified: ['titleDeed'], ...overrides },
})

const pdf = (name: string) => new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' })

describe('DocumentVault', () => {
  it('groups documents by category with SPEC’s labels, verification status and expiry badges', async () => {
    fakeApi({
      [`GET /api/properties/${ID}/documents`]: () => ({
        body: {
          success: true,
          documents: [
            document(1, 'sale_deed', 'titleDeed', { verified: true, verificationStatus: 'verified' }),
            document(2, 'insurance_policy', 'insurance', { expiryDate: new Date(NOW.getTime() + 5 * DAY).toISOString() }),
            document(3, 'building_permit', 'permits', { expiryDate: new Date(NOW.getTime() - 3 * DAY).toISOString(), verificationStatus: 'rejected', verificationReason: 'Pages missing' }),
          ],
        },
      }),
      [`GET /api/properties/${ID}/required-documents`]: () => ({ body: checklist() }),
    })
    renderRoutes([{ path: '/', element: <DocumentVault propertyId={ID} isAdmin={false} now={NOW} /> }])
    const deeds = await screen.findByRole('region', { name: 'Title Deeds (1)' })
    expect(within(deeds).getByText('Verified')).toBeTruthy()
    const insurance = screen.getByRole('region', { name: 'Insurance Documents (1)' })
    expect(within(insurance).getByText('Expiring in 5 days')).toBeTruthy()
    expect(within(insurance).getByText('Pending verification')).toBeTruthy()
    const permits = screen.getByRole('region', { name: 'Permits & Approvals (1)' })
    expect(within(permits).getByText('Expired 3 days ago')).toBeTruthy()
    expect(within(permits).getByText('Rejected')).toBeTruthy()
    expect(within(permits).getByText('Reason: Pages missing')).toBeTruthy()
    expect(within(deeds).getByRole('link', { name: 'sale_deed.pdf' }).getAttribute('href')).toBe(`/api/files/property-documents/${ID}/titleDeed/1-abcdef-sale_deed.pdf`)
    expect(screen.queryByRole('button', { name: /^Verify/ })).toBeNull()
  })

  it('shows the checklist for the listing’s deal type and for another one chosen', async () => {
    const api = fakeApi({
      [`GET /api/properties/${ID}/documents`]: () => ({ body: { success: true, documents: [] } }),
      [`GET /api/properties/${ID}/required-documents`]: (call) =>
        call.url.searchParams.get('dealType') === 'rent'
          ? { body: checklist({ dealType: 'rent', required: ['contracts', 'insurance'], missing: ['contracts', 'insurance'], present: [], unverified: [] }) }
          : { body: checklist() },
    })
    renderRoutes([{ path: '/', element: <DocumentVault propertyId={ID} isAdmin={false} now={NOW} /> }])
    expect(await screen.findByText('Missing for a sale: Legal Documents')).toBeTruthy()
    const sale = screen.getByRole('list', { name: 'Required for a sale' })
    expect(within(sale).getByText('Title Deeds').parentElement?.textContent).toContain('Uploaded, not verified')
    expect(screen.getByRole('button', { name: 'Sale' }).getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Rent' }))
    expect(await screen.findByText('Missing for a rent: Contracts, Insurance Documents')).toBeTruthy()
    expect(api.requests('GET', `/api/properties/${ID}/required-documents`).some((call) => call.url.searchParams.get('dealType') === 'rent')).toBe(true)
  })

  it('uploads documents one after another, registers each, and names each failure by file', async () => {
    const api = fakeApi({
      [`GET /api/properties/${ID}/documents`]: () => ({ body: { success: true, documents: [] } }),
      [`GET /api/properties/${ID}/required-documents`]: () => ({ body: checklist() }),
      [`POST /api/properties/${ID}/documents`]: () => ({ status: 201, body: { success: true, document: document(1, 'sale_deed', 'titleDeed') } }),
    })
    renderRoutes([{ path: '/', element: <DocumentVault propertyId={ID} isAdmin={false} now={NOW} /> }])
    const input = await screen.findByLabelText<HTMLInputElement>('Upload documents')
    await userEvent.upload(input, [pdf('deed.pdf'), pdf('broken.pdf'), new File(['x'], 'notes.txt', { type: 'text/plain' })], { applyAccept: false })
    const alert = await screen.findByText('2 documents were not added:')
    const list = within(alert.closest('[role="alert"]') as HTMLElement)
    expect(list.getByText(`broken.pdf: ${messages.storage.retryLimitExceeded}`)).toBeTruthy()
    expect(list.getByText(`notes.txt: ${messages.documentUnsupported}`)).toBeTruthy()
    await waitFor(() => expect(api.requests('POST', `/api/properties/${ID}/documents`)).toHaveLength(1))
    expect(api.requests('POST', `/api/properties/${ID}/documents`)[0]?.body).toEqual({ path: `property-documents/${ID}/titleDeed/1-abcdef-deed.pdf`, type: 'sale_deed', category: 'titleDeed', originalName: 'deed.pdf' })
  })

  it('lets an admin verify, and reject only with a reason', async () => {
    const api = fakeApi({
      [`GET /api/properties/${ID}/documents`]: () => ({ body: { success: true, documents: [document(1, 'sale_deed', 'titleDeed'), document(2, 'noc', 'legalDocuments')] } }),
      [`GET /api/properties/${ID}/required-documents`]: () => ({ body: checklist() }),
      [`POST /api/properties/${ID}/documents/[^/]+/verify`]: () => ({ body: { success: true, document: document(1, 'sale_deed', 'titleDeed', { verified: true, verificationStatus: 'verified' }) } }),
    })
    renderRoutes([{ path: '/', element: <DocumentVault propertyId={ID} isAdmin now={NOW} /> }])
    await userEvent.click(await screen.findByRole('button', { name: 'Verify sale_deed.pdf' }))
    await waitFor(() => expect(api.requests('POST', `/api/properties/${ID}/documents/00000000-0000-4000-8000-000000000001/verify`)).toHaveLength(1))
    expect(api.requests('POST', `/api/properties/${ID}/documents/00000000-0000-4000-8000-000000000001/verify`)[0]?.body).toEqual({ verificationStatus: 'verified' })
    await userEvent.click(screen.getByRole('button', { name: 'Reject noc.pdf' }))
    const reject = screen.getByRole('button', { name: 'Reject document' })
    expect((reject as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(screen.getByLabelText('Why is it rejected?'), 'Stamp unreadable')
    await userEvent.click(reject)
    await waitFor(() => expect(api.requests('POST', `/api/properties/${ID}/documents/00000000-0000-4000-8000-000000000002/verify`)).toHaveLength(1))
    expect(api.requests('POST', `/api/properties/${ID}/documents/00000000-0000-4000-8000-000000000002/verify`)[0]?.body).toEqual({ verificationStatus: 'rejected', reason: 'Stamp unreadable' })
  })

  it('deletes only after confirming, and shows nothing to people without property access', async () => {
    const api = fakeApi({
      [`GET /api/properties/${ID}/documents`]: () => ({ body: { success: true, documents: [document(1, 'sale_deed', 'titleDeed')] } }),
      [`GET /api/properties/${ID}/required-documents`]: () => ({ body: checklist() }),
      [`DELETE /api/properties/${ID}/documents/[^/]+`]: () => ({ body: { success: true, message: 'Document deleted' } }),
    })
    renderRoutes([{ path: '/', element: <DocumentVault propertyId={ID} isAdmin={false} now={NOW} /> }])
    await userEvent.click(await screen.findByRole('button', { name: 'Delete sale_deed.pdf' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete sale_deed.pdf?' })
    expect(api.requests('DELETE', `/api/properties/${ID}/documents/00000000-0000-4000-8000-000000000001`)).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(api.requests('DELETE', `/api/properties/${ID}/documents/00000000-0000-4000-8000-000000000001`)).toHaveLength(1))
  })

  it('says SPEC’s message when the list fails on the server', async () => {
    fakeApi({
      [`GET /api/properties/${ID}/documents`]: () => ({ status: 500, body: { success: false, message: 'Internal server error', code: 'INTERNAL_ERROR' } }),
      [`GET /api/properties/${ID}/required-documents`]: () => ({ body: checklist() }),
    })
    renderRoutes([{ path: '/', element: <DocumentVault propertyId={ID} isAdmin={false} now={NOW} /> }])
    expect(await screen.findByText(messages.failedToGetPropertyDocuments, {}, { timeout: 5000 })).toBeTruthy()
  })

  it('renders nothing when the list is refused', async () => {
    const api = fakeApi({
      [`GET /api/properties/${ID}/documents`]: () => ({ status: 403, body: { success: false, message: messages.propertyToolsDenied, code: 'FORBIDDEN' } }),
      [`GET /api/properties/${ID}/required-documents`]: () => ({ status: 403, body: { success: false, message: messages.propertyToolsDenied, code: 'FORBIDDEN' } }),
    })
    const { container } = renderRoutes([{ path: '/', element: <DocumentVault propertyId={ID} isAdmin={false} now={NOW} /> }])
    await waitFor(() => expect(api.requests('GET', `/api/properties/${ID}/documents`).length).toBeGreaterThan(0))
    await waitFor(() => expect(container.textContent).not.toContain('Documents'))
  })
})
