// A seller splits a plot into four equal parts with the split tool and sees the request pending on
// the dashboard; an admin finds it in the queue of pending requests and approves it on the
// property's admin tools page, and the four parts appear in the seller's portfolio as drafts that
// name the plot they came from.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage, serveBlankTiles } from './browser'
import { journeySellerPhones, signInAs, signInWithPhone, unexpectedErrors } from './session'

const baseURL = inject('baseURL')

const browser = browserForFile()

/** A plot of the signed-in seller's, created through the API with the session's cookie; its id. */
async function createPlot(page: Page, title: string): Promise<string> {
  const square = [
    { latitude: 21.15, longitude: 79.05 },
    { latitude: 21.15, longitude: 79.052 },
    { latitude: 21.152, longitude: 79.052 },
    { latitude: 21.152, longitude: 79.05 },
  ]
  const response = await page.request.post(`${baseURL}/api/properties`, {
    data: {
      basicInfo: { title, type: 'land', subType: 'plot', status: 'active', listingType: 'sale' },
      location: { address: { line1: 'Survey 41', city: 'Nagpur', state: 'Maharashtra' }, geofence: { vertices: square } },
      financial: { pricing: { totalPrice: 20_000_000 } },
      specifications: { area: { total: 4, unit: 'acres' } },
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { property: { id: string } }).property.id
}

describe('splitting a plot', () => {
  it('a seller splits a plot into four equal parts, an admin approves, and four drafts appear with the lineage', async () => {
    const seller = await openPage(browser(), baseURL)
    await serveBlankTiles(seller.page)
    await signInWithPhone(seller.page, baseURL, journeySellerPhones.split)
    const title = `Family land ${Date.now()}`
    const id = await createPlot(seller.page, title)

    // The seller's property page links to the split tool.
    await seller.page.goto(`/seller/properties/${id}`)
    await seller.page.getByRole('link', { name: 'Split', exact: true }).click()
    await seller.page.waitForURL(`**/seller/properties/${id}/split`)
    await seller.page.getByRole('heading', { level: 1, name: title }).waitFor()
    await seller.page.getByTestId('split-map').waitFor()
    await seller.page.getByLabel('equal-area parts').check()
    await seller.page.getByLabel('Number of parts').fill('4')
    await seller.page.getByRole('button', { name: 'Split automatically' }).click()
    await seller.page.getByText('Auto-split generated. Review and save to finalize.').waitFor()
    // Four parts on the map and in the table.
    expect(await seller.page.getByTestId('split-map').locator('path.leaflet-interactive').count()).toBeGreaterThanOrEqual(4)
    expect(await seller.page.getByRole('row').count()).toBe(5)
    await seller.page.getByRole('button', { name: 'Save split' }).click()
    const saved = seller.page.getByText(/^Property split saved successfully\. Newly created property IDs: /)
    await saved.waitFor()
    expect((await saved.textContent())!.split(': ')[1]!.split(', ')).toHaveLength(4)

    // The seller's dashboard lists it as pending.
    await seller.page.goto('/seller/dashboard')
    await seller.page.getByRole('heading', { name: 'Your pending splits and merges' }).waitFor()
    await seller.page.getByRole('listitem', { name: `Split of ${title} into 4 parts` }).waitFor()

    // An admin finds it in the queue of pending requests and approves it on the property's admin tools page.
    const admin = await openPage(browser(), baseURL)
    await signInAs(admin.page, baseURL, 'admin')
    await admin.page.goto('/admin/plot-requests')
    const queued = admin.page.getByRole('listitem', { name: `Split of ${title} into 4 parts` })
    await queued.getByText(`${title} - Part 4 (25.00%)`, { exact: false }).waitFor()
    await queued.getByRole('link', { name: /^PROP-/ }).click()
    await admin.page.waitForURL(`**/admin/property/${id}/tools`)
    await admin.page.getByText('Split into 4 parts · Pending approval').waitFor()
    await admin.page.getByLabel('Remarks (sent with the decision)').fill('Partition deed seen')
    await admin.page.getByRole('button', { name: 'Approve' }).click()
    await admin.page.getByText('Split into 4 parts · Approved').waitFor()

    // The seller's portfolio holds the four parts as drafts; each names the plot it came from.
    await seller.page.goto(`/seller/properties?status=draft&q=${encodeURIComponent(title)}`)
    await expect.poll(() => seller.page.getByRole('link', { name: new RegExp(`^Edit ${title} - Part [1-4]$`) }).count(), { timeout: 15_000 }).toBe(4)
    await seller.page.goto(`/seller/properties/${id}/tools`)
    await seller.page.getByText('Split into 4 parts · Approved').waitFor()
    await seller.page.getByText('Remarks: Partition deed seen', { exact: false }).waitFor()
    await seller.page.getByRole('link', { name: `${title} - Part 2 (25.00%)` }).click()
    await seller.page.getByRole('heading', { name: `${title} - Part 2` }).waitFor()
    await seller.page.goto(`${seller.page.url()}/tools`)
    await seller.page.getByText(/^Made by splitting PROP-/).waitFor()

    expect(unexpectedErrors(seller.errors)).toEqual([])
    expect(unexpectedErrors(admin.errors)).toEqual([])
  })
})
