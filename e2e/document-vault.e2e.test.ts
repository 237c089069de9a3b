// The document vault at 360 px: a seller uploads a sale deed as a PDF and sees it pending, an
// admin verifies it from the property's admin tools page, and the seller's checklist for a sale
// then shows the title deed verified.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage } from './browser'
import { createSaleListing } from './listings'
import { journeySellerPhones, signInWithPhone, unexpectedErrors, vaultAdminPhone } from './session'

const baseURL = inject('baseURL')
const browser = browserForFile()
const phone = { width: 360, height: 740 }

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

/** A sale listing of the signed-in seller's, created through the API with the session's cookie; its id. */
/** A sale listing of the signed-in seller's, created through the API with the session's cookie; its id. */
const createListing = (page: Page, title: string) => createSaleListing(page, baseURL, { title, address: { line1: 'Flat 7, Civil Lines', city: 'Nagpur', state: 'Maharashtra' }, corner: { latitude: 21.17, longitude: 79.07 }, priceRupees: 8_500_000 })

describe('document vault', () => {
  it('a seller uploads a PDF and sees it pending; an admin verifies it; the checklist follows', async () => {
    // Signed in at desktop width (the header's profile button says when), then used on a phone.
    const seller = await openPage(browser(), baseURL)
    await signInWithPhone(seller.page, baseURL, journeySellerPhones.vault)
    await seller.page.setViewportSize(phone)
    const title = `Papers in order ${Date.now()}`
    const id = await createListing(seller.page, title)

    await seller.page.goto(`/seller/properties/${id}`)
    const vault = seller.page.getByRole('region', { name: 'Documents', exact: true })
    await vault.getByText('Missing for a sale: Title Deeds, Legal Documents').waitFor()
    await vault.getByLabel('Document type').selectOption('sale_deed')
    await vault.getByLabel('Upload documents').setInputFiles({ name: 'Sale deed.pdf', mimeType: 'application/pdf', buffer: pdf })
    const deeds = vault.getByRole('region', { name: 'Title Deeds (1)' })
    await deeds.getByText('Pending verification').waitFor()
    await deeds.getByRole('link', { name: 'Sale deed.pdf' }).waitFor()
    await vault.getByText('Missing for a sale: Legal Documents').waitFor()
    const required = vault.getByRole('list', { name: 'Required for a sale' })
    await required.getByRole('listitem').filter({ hasText: 'Title Deeds' }).getByText('Uploaded, not verified').waitFor()
    // Nothing spills sideways at 360 px.
    expect(await seller.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    const admin = await openPage(browser(), baseURL)
    await signInWithPhone(admin.page, baseURL, vaultAdminPhone)
    await admin.page.setViewportSize(phone)
    await admin.page.goto(`/admin/property/${id}/tools`)
    const adminVault = admin.page.getByRole('region', { name: 'Documents', exact: true })
    await adminVault.getByRole('button', { name: 'Verify Sale deed.pdf' }).click()
    await adminVault.getByRole('region', { name: 'Title Deeds (1)' }).getByText('Verified', { exact: true }).waitFor()

    await seller.page.reload()
    await seller.page.getByRole('region', { name: 'Title Deeds (1)' }).getByText('Verified', { exact: true }).waitFor()
    await seller.page.getByRole('list', { name: 'Required for a sale' }).getByRole('listitem').filter({ hasText: 'Title Deeds' }).getByText('Verified', { exact: true }).waitFor()

    expect(unexpectedErrors(seller.errors)).toEqual([])
    expect(unexpectedErrors(admin.errors)).toEqual([])
  })
})
