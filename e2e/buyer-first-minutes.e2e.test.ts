// A new buyer's first minutes on a 360 px phone, end to end: they pick Rent, type the city's old
// name "Bangalore", pick the suggestion, set a budget of "30k", shortlist two of the listings and
// compare them side by side. Each step is what the address, the list and the comparison show.
// A seller first lists two flats for rent in Bengaluru within that budget (the demo data's
// Bengaluru rents are all above it).
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { api, browserForFile, openPage } from './browser'
import { journeySellerPhones, signInWithPhone, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const PHONE = { width: 360, height: 740 }

type Place = { city: string; locality: string | null; count: number; label: string }
type Listing = { basicInfo: { title: string; listingType: string }; financial: { pricing: { totalPrice: number } }; location: { address: { city: string } } }

/** A 2 BHK flat for rent in Bengaluru at `rent` a month, listed by the signed-in seller of `page`. */
async function listFlatForRent(page: Page, title: string, rent: number, longitude: number): Promise<void> {
  const vertices = [
    { latitude: 13.05, longitude },
    { latitude: 13.05, longitude: longitude + 0.0003 },
    { latitude: 13.0503, longitude: longitude + 0.0003 },
    { latitude: 13.0503, longitude },
  ]
  const response = await page.request.post(`${baseURL}/api/properties`, {
    data: {
      basicInfo: { title, type: 'residential', subType: 'apartment', status: 'active', listingType: 'rent' },
      location: { address: { line1: 'Tower C, Hennur Road', locality: 'Hennur', city: 'Bengaluru', state: 'Karnataka' }, geofence: { vertices } },
      financial: { pricing: { totalPrice: rent } },
      specifications: { area: { total: 1100, unit: 'sqft' }, rooms: { bedrooms: 2, bathrooms: 2 } },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

const browser = browserForFile()

describe("a buyer's first minutes at 360 px", () => {
  it('rents in Bangalore within 30k, shortlists two listings and compares them', async () => {
    const seller = await openPage(browser(), baseURL)
    await signInWithPhone(seller.page, baseURL, journeySellerPhones.rent)
    const stamp = Date.now()
    await listFlatForRent(seller.page, `2 BHK near Hennur Road ${stamp}`, 22_000, 77.64)
    await listFlatForRent(seller.page, `Family flat in Hennur ${stamp}`, 28_000, 77.641)
    await seller.page.context().close()

    const [bengaluru] = (await api<{ places: Place[] }>(baseURL, '/api/public/places?q=Bangalore&listingType=rent')).places
    expect(bengaluru).toMatchObject({ city: 'Bengaluru', locality: null })
    const rents = await api<{ properties: Listing[]; pagination: { total: number } }>(baseURL, '/api/properties/public?listingType=rent&city=Bengaluru&maxPrice=30000&limit=100')
    expect(rents.pagination.total).toBeGreaterThanOrEqual(2)
    for (const listing of rents.properties) {
      expect(listing.basicInfo.listingType).toBe('rent')
      expect(listing.financial.pricing.totalPrice).toBeLessThanOrEqual(30_000)
    }

    const { page, errors } = await openPage(browser(), baseURL, PHONE, 'buyer-first-minutes')
    await page.goto('/')
    await page.getByRole('article').first().waitFor()

    await page.getByRole('tab', { name: 'Rent' }).click()
    await page.waitForURL(/listingType=rent/)

    const place = page.getByRole('combobox', { name: 'City or locality' })
    await place.pressSequentially('Bangalore')
    const suggestion = page.getByRole('option', { name: `Bengaluru, Karnataka, ${bengaluru!.count} listing${bengaluru!.count === 1 ? '' : 's'}` })
    await suggestion.click()
    await page.waitForURL((url) => url.searchParams.get('city') === 'Bengaluru' && url.searchParams.get('listingType') === 'rent')

    await page.getByLabel('Max rent per month').fill('30k')
    await page.getByText('₹30,000', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL((url) => url.searchParams.get('maxPrice') === '30000' && url.searchParams.get('city') === 'Bengaluru' && url.searchParams.get('listingType') === 'rent')

    const cards = page.getByRole('article')
    const expected = rents.properties.slice(0, 10).map((listing) => listing.basicInfo.title)
    await expect.poll(() => cards.getByRole('heading').allInnerTexts(), { timeout: 15_000 }).toEqual(expected)
    expect(await cards.filter({ hasText: '/month' }).count()).toBe(expected.length)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

    // Two listings whose titles differ, so that the shortlist names each once.
    const chosen = [...new Set(expected)].slice(0, 2)
    expect(chosen).toHaveLength(2)
    for (const title of chosen) {
      const heart = cards.nth(expected.indexOf(title)).getByRole('button', { name: `Shortlist ${title}` })
      await heart.click()
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    }

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Shortlist' }).click()
    await page.getByRole('heading', { name: 'My shortlist' }).waitFor()
    await expect.poll(() => page.getByRole('article').count()).toBe(2)
    const compare = page.getByRole('link', { name: 'Compare 2' })
    for (const title of chosen) await page.getByRole('checkbox', { name: `Compare ${title}` }).check()
    await compare.click()
    await page.waitForURL(/\/shortlist\/compare\?ids=/)

    const table = page.getByRole('table')
    await table.waitFor()
    const headers = await table.getByRole('columnheader').allInnerTexts()
    expect(headers).toHaveLength(3)
    for (const title of chosen) expect(headers.some((header) => header.includes(title))).toBe(true)
    // Two different listings differ somewhere (at least their prices or places), and the page marks it.
    expect(await page.locator('tr[data-differs]').count()).toBeGreaterThan(0)
    const region = await page.getByRole('region', { name: 'Comparison table' }).boundingBox()
    expect(region!.x + region!.width).toBeLessThanOrEqual(PHONE.width)
    expect(unexpectedErrors(errors)).toEqual([])
  })
})
