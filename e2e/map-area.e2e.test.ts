// A buyer opens /map near three plots, draws a rectangle around two of them, and the list holds
// exactly those two; the view is in the address.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage, serveBlankTiles } from './browser'
import { journeySellerPhones, signInWithPhone, unexpectedErrors } from './session'

const baseURL = inject('baseURL')

const browser = browserForFile()

async function createPlot(page: Page, title: string, longitude: number): Promise<void> {
  const vertices = [
    { latitude: 21.3, longitude },
    { latitude: 21.3, longitude: longitude + 0.0005 },
    { latitude: 21.3005, longitude: longitude + 0.0005 },
    { latitude: 21.3005, longitude },
  ]
  const response = await page.request.post(`${baseURL}/api/properties`, {
    data: {
      basicInfo: { title, type: 'land', subType: 'plot', status: 'active', listingType: 'sale' },
      location: { address: { line1: 'Survey 3', city: 'Nagpur', state: 'Maharashtra' }, geofence: { vertices } },
      financial: { pricing: { totalPrice: 3_000_000 } },
      specifications: { area: { total: 2500, unit: 'sqm' } },
    },
  })
  expect(response.status()).toBe(201)
}

describe('the map', () => {
  it('a buyer draws an area on /map and gets exactly the listings inside it', async () => {
    const seller = await openPage(browser(), baseURL)
    await signInWithPhone(seller.page, baseURL, journeySellerPhones.map)
    const stamp = Date.now()
    await createPlot(seller.page, `Mapped plot A ${stamp}`, 79.3)
    await createPlot(seller.page, `Mapped plot B ${stamp}`, 79.301)
    await createPlot(seller.page, `Mapped plot C ${stamp}`, 79.304)

    const { page, errors } = await openPage(browser(), baseURL)
    await serveBlankTiles(page)
    await page.goto('/map?lat=21.30025&lng=79.3025&zoom=17')
    const map = page.getByTestId('listing-map')
    await map.waitFor()
    await expect.poll(() => page.getByRole('link', { name: new RegExp(`Mapped plot [ABC] ${stamp}`) }).count(), { timeout: 15_000 }).toBe(3)
    expect(page.url()).toContain('zoom=17')

    // An area from the map's left edge to just past plot B, above and below the plots.
    const box = (await map.boundingBox())!
    await map.locator('[title="Draw Polygons"]').click()
    const left = box.x + 60
    const right = box.x + box.width / 2 - 60
    const middle = box.y + box.height / 2
    const top = middle - 100
    const bottom = middle + 60
    const corners: [number, number][] = [
      [left, top],
      [right, top],
      [right, bottom],
      [left, bottom],
    ]
    for (const [x, y] of corners) await page.mouse.click(x, y)
    // Closing the ring on the first corner finishes the shape.
    await page.mouse.click(left, top)
    const summary = page.getByRole('region', { name: 'Listings on the map' }).getByRole('status')
    await expect.poll(() => summary.textContent(), { timeout: 15_000 }).toBe('2 listings in the drawn area')
    const listed = await page.getByRole('region', { name: 'Listings on the map' }).getByRole('link').allTextContents()
    expect(listed.map((text) => /Mapped plot [ABC]/.exec(text)?.[0]).sort()).toEqual(['Mapped plot A', 'Mapped plot B'])

    expect(unexpectedErrors(errors)).toEqual([])
    expect(unexpectedErrors(seller.errors)).toEqual([])
  })
})
