// A seller adds three photos and a PDF to a live listing on a phone (360 px): each file with its
// progress bar, cleared once it is in (the photos three at a time, the document in the vault on
// its own); moves one photo earlier and makes another the cover. A buyer, signed out, opens the
// listing and sees the gallery with that cover first, served with its thumbnail.
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, openPage } from './browser'
import { journeySellerPhones, signInWithPhone, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const browser = browserForFile()
const PHONE = { width: 360, height: 780 }

/** A live flat of the signed-in seller's, created through the API with the session's cookie; its id. */
async function createFlat(page: Page, title: string): Promise<string> {
  const response = await page.request.post(`${baseURL}/api/properties`, {
    data: {
      basicInfo: { title, type: 'residential', subType: 'apartment', status: 'active', listingType: 'sale' },
      location: { address: { line1: 'Flat 402, Tower B', city: 'Mohali', state: 'Punjab' } },
      financial: { pricing: { totalPrice: 6_500_000 } },
      specifications: { area: { total: 1200, unit: 'sqft' }, rooms: { bedrooms: 2, bathrooms: 2 } },
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { property: { id: string } }).property.id
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

/** A camera's photo of one colour, 1600 × 1200. */
const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } }).jpeg().toBuffer(),
})

describe('photos of a listing', () => {
  it('a seller uploads three photos and a PDF with progress, reorders the photos and picks the cover; a buyer sees the gallery', async () => {
    // Signed in as the other journeys do (the profile menu is in the wide header), then on a phone.
    const seller = await openPage(browser(), baseURL)
    await signInWithPhone(seller.page, baseURL, journeySellerPhones.images)
    await seller.page.setViewportSize(PHONE)
    const title = `Sunlit flat ${Date.now()}`
    const id = await createFlat(seller.page, title)
    await seller.page.goto(`/seller/properties/${id}`)
    const manager = seller.page.getByRole('region', { name: 'Photos and videos' })
    await manager.getByText('No photos or videos yet.', { exact: false }).waitFor()

    await manager.getByLabel('Choose files').setInputFiles(await Promise.all([photo('front.jpg', '#c0392b'), photo('hall.jpg', '#27ae60'), photo('kitchen.jpg', '#2980b9')]))
    // A bar per file while it goes, each marked done, then cleared a few seconds after.
    const uploads = manager.getByRole('list', { name: 'Uploads' })
    await uploads.waitFor()
    await expect.poll(() => uploads.getByText('Done').count(), { timeout: 30_000 }).toBe(3)
    for (const name of ['front.jpg', 'hall.jpg', 'kitchen.jpg']) expect(await uploads.getByRole('progressbar', { name: `Upload of ${name}` }).getAttribute('value')).toBe('1')
    await uploads.waitFor({ state: 'detached', timeout: 15_000 })
    const order = manager.getByRole('list', { name: 'Gallery order' })
    const names = () => order.getByRole('img').evaluateAll((all) => all.map((img) => img.getAttribute('alt')))
    await expect.poll(names).toEqual(['front.jpg', 'hall.jpg', 'kitchen.jpg'])

    // The PDF goes into the document vault below, with its own bar, then joins its category.
    const vault = seller.page.getByRole('region', { name: 'Documents', exact: true })
    await vault.getByLabel('Document type').selectOption('sale_deed')
    await vault.getByLabel('Upload documents').setInputFiles({ name: 'Sale deed.pdf', mimeType: 'application/pdf', buffer: pdf })
    const documentUploads = vault.getByRole('list', { name: 'Document uploads' })
    await documentUploads.getByRole('progressbar', { name: 'Upload of Sale deed.pdf' }).waitFor()
    await documentUploads.getByText('Done').waitFor({ timeout: 30_000 })
    await vault.getByRole('region', { name: 'Title Deeds (1)' }).getByRole('link', { name: 'Sale deed.pdf' }).waitFor()
    await documentUploads.waitFor({ state: 'detached', timeout: 15_000 })

    await manager.getByRole('button', { name: 'Move hall.jpg earlier' }).click()
    await expect.poll(names).toEqual(['hall.jpg', 'front.jpg', 'kitchen.jpg'])
    await order.getByRole('listitem').filter({ hasText: 'kitchen.jpg' }).getByRole('button', { name: 'Make cover' }).click()
    await expect.poll(names).toEqual(['kitchen.jpg', 'hall.jpg', 'front.jpg'])
    await order.getByText('Photo · Cover').waitFor()
    expect(unexpectedErrors(seller.errors)).toEqual([])

    // A buyer, signed out, on a phone.
    const buyer = await openPage(browser(), baseURL, PHONE)
    await buyer.page.goto(`/${id}`)
    const strip = buyer.page.getByRole('list', { name: `${title}: photos` })
    await strip.waitFor()
    // The gallery is below the fold on a phone: its photos load as the buyer scrolls to it.
    await strip.scrollIntoViewIfNeeded()
    const images = strip.getByRole('img')
    await expect.poll(() => images.count()).toBe(3)
    expect(await images.evaluateAll((all) => all.map((img) => img.getAttribute('alt')))).toEqual(['kitchen.jpg', 'hall.jpg', 'front.jpg'])
    const cover = images.first()
    expect(await cover.getAttribute('srcset')).toMatch(/\.thumb\.jpeg 300w, \S+\.jpeg 1600w$/)
    // The cover is drawn (its bytes arrived and decoded).
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    expect(unexpectedErrors(buyer.errors)).toEqual([])
  })
})
