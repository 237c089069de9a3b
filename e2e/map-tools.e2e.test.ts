// On a phone (360 px) a buyer opens /map near three plots: the list waits in a bottom sheet over
// the map; a pin dropped where the map is tapped lists the plots within the chosen radius,
// nearest first; "is this spot taken?" places the 1000 m² stencil and says whether a listed plot
// overlaps it. The map asks nothing of any other host: its basemap ships with the app.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage } from './browser'
import { journeySellerPhones, signInWithPhone, unexpectedErrors } from './session'

const baseURL = inject('baseURL')

const browser = browserForFile()

// Farmland in Madhya Pradesh, away from the demo's cities and the other journeys' plots.
const SOUTH = 23.4
const WEST = 80.1
const SIDE = 0.0005

async function createPlot(page: Page, title: string, longitude: number): Promise<void> {
  const vertices = [
    { latitude: SOUTH, longitude },
    { latitude: SOUTH, longitude: longitude + SIDE },
    { latitude: SOUTH + SIDE, longitude: longitude + SIDE },
    { latitude: SOUTH + SIDE, longitude },
  ]
  const response = await page.request.post(`${baseURL}/api/properties`, {
    data: {
      basicInfo: { title, type: 'land', subType: 'plot', status: 'active', listingType: 'sale' },
      location: { address: { line1: 'Khasra 12', city: 'Katni', state: 'Madhya Pradesh' }, geofence: { vertices } },
      financial: { pricing: { totalPrice: 2_000_000 } },
      specifications: { area: { total: 2500, unit: 'sqm' } },
    },
  })
  expect(response.status()).toBe(201)
}

describe('the map on a phone', () => {
  it('a buyer opens the list sheet, drops a pin, and asks whether a spot is taken', async () => {
    const seller = await openPage(browser(), baseURL)
    await signInWithPhone(seller.page, baseURL, journeySellerPhones.mapTools)
    const stamp = Date.now()
    // A and B side by side; C about 1.5 km east.
    await createPlot(seller.page, `Pinned plot A ${stamp}`, WEST)
    await createPlot(seller.page, `Pinned plot B ${stamp}`, WEST + 0.001)
    await createPlot(seller.page, `Pinned plot C ${stamp}`, WEST + 0.015)

    const { page, errors } = await openPage(browser(), baseURL, { width: 360, height: 740 })
    const elsewhere: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) elsewhere.push(request.url())
    })
    const centreOfA = { lat: SOUTH + SIDE / 2, lng: WEST + SIDE / 2 }
    await page.goto(`/map?lat=${centreOfA.lat}&lng=${centreOfA.lng}&zoom=17`)
    const map = page.getByTestId('listing-map')
    await map.waitFor()
    const sheet = page.getByRole('region', { name: 'Listings on the map' })
    const summary = sheet.getByRole('status')
    const titles = async () => (await sheet.getByRole('link').allTextContents()).map((text) => /Pinned plot [ABC]/.exec(text)?.[0]).filter(Boolean)

    // The list is a sheet over the map, closed: its summary shows, its cards a tap away.
    await expect.poll(() => summary.textContent(), { timeout: 15_000 }).toMatch(/^[2-9] plots in view/)
    expect(await sheet.getByRole('link').count()).toBe(0)
    await sheet.getByRole('button', { name: /^Show the list/ }).click()
    await expect.poll(async () => (await titles()).sort()).toEqual(['Pinned plot A', 'Pinned plot B'])
    await sheet.getByRole('button', { name: 'Show the map' }).click()

    // A pin dropped by tapping the middle of the map, 2 km around it: A first (the pin is on it), then B, then C.
    await page.getByLabel('Radius around the pin').selectOption('2000')
    await page.getByRole('button', { name: 'Drop a pin' }).click()
    // The page scrolled to the map, as a thumb does, so the sheet sits over the map's foot, not its middle.
    await map.evaluate((element) => element.scrollIntoView({ block: 'start' }))
    const box = (await map.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect.poll(() => summary.textContent(), { timeout: 15_000 }).toBe('3 listings within 2 km of the pin')
    expect(await titles()).toEqual(['Pinned plot A', 'Pinned plot B', 'Pinned plot C'])
    expect(await sheet.getByRole('link').first().textContent()).toContain('at the pin')
    await page.getByLabel('Radius around the pin').selectOption('500')
    await expect.poll(() => summary.textContent(), { timeout: 15_000 }).toBe('2 listings within 500 m of the pin')
    await sheet.getByRole('button', { name: 'Clear the pin' }).click()

    // The stencil on plot A's middle is taken by A alone; 600 m north it is free.
    await page.getByRole('button', { name: 'Is this spot taken?' }).click()
    await page.getByRole('button', { name: 'Use the centre of the map' }).click()
    await expect.poll(() => summary.textContent(), { timeout: 15_000 }).toBe('This 1,000 m² spot is taken: 1 listed plot overlaps it.')
    expect(await titles()).toEqual(['Pinned plot A'])
    await page.goto(`/map?lat=${centreOfA.lat + 0.006}&lng=${centreOfA.lng}&zoom=17`)
    await page.getByRole('button', { name: 'Is this spot taken?' }).click()
    await page.getByRole('button', { name: 'Use the centre of the map' }).click()
    await expect.poll(() => summary.textContent(), { timeout: 15_000 }).toBe('This 1,000 m² spot is free: no listed plot overlaps it.')

    expect(elsewhere).toEqual([])
    expect(unexpectedErrors(errors)).toEqual([])
    expect(unexpectedErrors(seller.errors)).toEqual([])
  })
})
