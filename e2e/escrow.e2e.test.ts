// Money through escrow at 360 px: a buyer pays an agreed deal's token through the built-in test
// gateway's checkout, the deal shows escrow funded, an admin sees the held balance in the payment
// manager (and verifies the seller's papers), the seller completes the deal, and the seller's
// payout appears as released.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage } from './browser'
import { createSaleListing } from './listings'
import { escrowJourneyPhones, signInWithPhone, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const browser = browserForFile()
const phone = { width: 360, height: 740 }

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

/** A sale listing of the signed-in seller's, created through the API with the session's cookie; its id. */
/** A sale listing of the signed-in seller's, created through the API with the session's cookie; its id. */
const createListing = (page: Page, title: string) => createSaleListing(page, baseURL, { title, address: { line1: 'Flat 3, Model Town', city: 'Ludhiana', state: 'Punjab' }, corner: { latitude: 30.88, longitude: 75.85 }, priceRupees: 9_000_000 })

async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
}

describe('a token through escrow', () => {
  it('is paid by the buyer at the test checkout, held while the papers are checked, and released to the seller', async () => {
    const seller = await openPage(browser(), baseURL)
    await signInWithPhone(seller.page, baseURL, escrowJourneyPhones.seller)
    await seller.page.setViewportSize(phone)
    const title = `Escrow flat ${Date.now()}`
    const propertyId = await createListing(seller.page, title)
    // The papers a sale needs: a title deed and a legal document.
    await seller.page.goto(`/seller/properties/${propertyId}`)
    const vault = seller.page.getByRole('region', { name: 'Documents', exact: true })
    for (const [type, name] of [['sale_deed', 'Sale deed.pdf'], ['noc', 'NOC.pdf']] as const) {
      await vault.getByLabel('Document type').selectOption(type)
      await vault.getByLabel('Upload documents').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf })
      await vault.getByRole('link', { name }).waitFor()
    }

    const buyer = await openPage(browser(), baseURL)
    await signInWithPhone(buyer.page, baseURL, escrowJourneyPhones.buyer)
    await buyer.page.setViewportSize(phone)
    const opened = await buyer.page.request.post(`${baseURL}/api/deals`, { data: { propertyId, amountPaise: 90_00_000_00, tokenAmountPaise: 1_00_000_00 } })
    expect(opened.status()).toBe(201)
    const dealId = ((await opened.json()) as { deal: { id: string } }).deal.id
    await buyer.page.goto(`/deals/${dealId}`)
    await buyer.page.getByRole('button', { name: 'Start negotiation' }).click()
    await buyer.page.getByText('Negotiation', { exact: true }).first().waitFor()
    await seller.page.goto(`/deals/${dealId}`)
    await seller.page.getByRole('button', { name: 'Mark as agreed' }).click()
    await seller.page.getByText('Agreed', { exact: true }).first().waitFor()

    // The buyer pays the token at the built-in test gateway.
    await buyer.page.reload()
    await buyer.page.getByRole('button', { name: 'Pay ₹1,00,000.00 into escrow' }).click()
    await buyer.page.waitForURL(/\/pay\/test\//)
    expect(await buyer.page.getByRole('note').textContent()).toContain('Test mode')
    await fitsThePhone(buyer.page)
    await buyer.page.getByLabel('UPI').check()
    await buyer.page.getByRole('button', { name: 'Pay ₹1,00,000.00 (test)' }).click()
    await buyer.page.waitForURL(/\/payments\/[0-9a-f-]{36}$/)
    await buyer.page.getByText('Held in escrow', { exact: true }).waitFor()
    await buyer.page.getByText(/^VR-\d{4}-\d{6}$/).waitFor()
    await fitsThePhone(buyer.page)
    await buyer.page.getByRole('link', { name: 'Back to the deal' }).click()
    await buyer.page.getByText('Escrow funded', { exact: true }).first().waitFor()

    // An admin sees the held balance, and verifies the seller's papers.
    const admin = await openPage(browser(), baseURL)
    await signInWithPhone(admin.page, baseURL, escrowJourneyPhones.admin)
    await admin.page.setViewportSize(phone)
    await admin.page.goto('/admin/paymentmanager')
    await admin.page.getByRole('tab', { name: 'Escrow balances' }).click()
    const held = admin.page.getByRole('listitem').filter({ hasText: title })
    await held.getByText('₹1,00,000.00').first().waitFor()
    await fitsThePhone(admin.page)
    await admin.page.goto(`/admin/property/${propertyId}/tools`)
    const adminVault = admin.page.getByRole('region', { name: 'Documents', exact: true })
    for (const [name, category] of [['Sale deed.pdf', 'Title Deeds (1)'], ['NOC.pdf', 'Legal Documents (1)']] as const) {
      await adminVault.getByRole('button', { name: `Verify ${name}` }).click()
      // Each verification lands before the seller relies on it.
      await adminVault.getByRole('region', { name: category }).getByText('Verified', { exact: true }).waitFor()
    }

    // The seller confirms the papers and completes the deal: the escrow goes to the seller.
    await seller.page.goto(`/deals/${dealId}`)
    await seller.page.getByRole('button', { name: 'Confirm documents verified' }).click()
    await seller.page.getByRole('button', { name: 'Complete the deal' }).click()
    await seller.page.getByText('Completed', { exact: true }).first().waitFor()
    await seller.page.getByText(/₹1,00,000\.00 released to the seller/).waitFor()
    await seller.page.goto('/profile')
    const payments = seller.page.getByRole('region', { name: 'Payments' })
    const received = payments.getByRole('listitem').filter({ hasText: title })
    await received.getByText(/^Received from/).waitFor()
    await received.getByRole('link', { name: 'Details' }).click()
    await seller.page.getByText('Released', { exact: true }).waitFor()
    await fitsThePhone(seller.page)

    expect(unexpectedErrors(buyer.errors)).toEqual([])
    expect(unexpectedErrors(seller.errors)).toEqual([])
    expect(unexpectedErrors(admin.errors)).toEqual([])
  })
})
