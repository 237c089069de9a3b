// A visitor browses the public listings: the home page lists them, a filter narrows them, a
// property page opens and counts the view, and an unknown path comes home with 'Page not found'.
import { describe, expect, inject, it } from 'vitest'
import { api, browserForFile, openPage } from './browser'

const baseURL = inject('baseURL')
const UUID = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

interface PublicList {
  properties: { id: string; basicInfo: { title: string }; analytics: { views: number } }[]
  pagination: { total: number }
}

const browser = browserForFile()

describe('browsing listings', () => {
  it('shows the public listings on the home page', async () => {
    const { page, errors } = await openPage(browser(), baseURL)
    await page.goto('/')
    const cards = page.getByRole('article')
    await cards.first().waitFor()
    expect(await cards.count()).toBeGreaterThanOrEqual(10)
    await expect.poll(() => page.getByText('₹').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })

  it('narrows the listings with a filter, kept in the address', async () => {
    // The home page opens on Buy: listings for sale.
    const all = await api<PublicList>(baseURL, '/api/properties/public?listingType=sale')
    const mohali = await api<PublicList>(baseURL, '/api/properties/public?listingType=sale&city=Mohali')
    expect(mohali.pagination.total).toBeGreaterThan(0)
    expect(mohali.pagination.total).toBeLessThan(all.pagination.total)

    const { page, errors } = await openPage(browser(), baseURL)
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    await page.getByLabel('City').fill('Mohali')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/city=Mohali/)
    await expect.poll(async () => (await page.getByRole('article').allInnerTexts()).every((text) => text.includes('Mohali')), { timeout: 15_000 }).toBe(true)
    const titles = await page.getByRole('article').getByRole('heading').allInnerTexts()
    expect(titles).toEqual(mohali.properties.map((p) => p.basicInfo.title))
    expect(errors).toEqual([])
  })

  it('opens a property page and records the view, once a day for a visitor', async () => {
    const before = await api<PublicList>(baseURL, '/api/properties/public?listingType=sale')
    const first = before.properties[0]!
    const views = async () => (await api<{ property: { analytics: { views: number } } }>(baseURL, `/api/properties/public/${first.id}`)).property.analytics.views
    // A visitor of its own: views are counted once per address and browser a day.
    const { page, errors } = await openPage(browser(), baseURL, undefined, `Mozilla/5.0 (journey ${Date.now()}) Chrome/131.0`)
    const recorded = () => page.waitForResponse((response) => response.url().endsWith(`/api/properties/${first.id}/views`))
    await page.goto('/')
    // The page comes drawn by the server: a link followed while the browser takes it over may go
    // nowhere, so the journey waits for the app (its Search is enabled from then on).
    await expect.poll(() => page.getByRole('button', { name: 'Search' }).isEnabled()).toBe(true)
    const counted = recorded()
    await page.getByRole('link', { name: first.basicInfo.title, exact: true }).first().click()
    await page.waitForURL(UUID)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe(first.basicInfo.title)
    expect(await (await counted).json()).toMatchObject({ counted: true, views: first.analytics.views + 1 })
    expect(await views()).toBe(first.analytics.views + 1)
    // Coming back the same day shows the page but does not count again.
    const repeat = recorded()
    await page.reload()
    expect(await (await repeat).json()).toMatchObject({ counted: false, views: first.analytics.views + 1 })
    expect(await views()).toBe(first.analytics.views + 1)
    expect(errors).toEqual([])
  })

  it('rents within a monthly budget typed as Indians say it, at 360 px', async () => {
    const rents = await api<PublicList>(baseURL, '/api/properties/public?listingType=rent&maxPrice=30000')
    expect(rents.pagination.total).toBeGreaterThan(0)
    const { page, errors } = await openPage(browser(), baseURL, { width: 360, height: 740 })
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    await page.getByRole('tab', { name: 'Rent' }).click()
    await page.waitForURL(/listingType=rent/)
    await page.getByLabel('Max rent per month').fill('30k')
    await page.getByText('₹30,000', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/listingType=rent&maxPrice=30000/)
    await expect.poll(() => page.getByRole('article').getByRole('heading').allInnerTexts(), { timeout: 15_000 }).toEqual(rents.properties.map((p) => p.basicInfo.title))
    expect(await page.getByRole('article').filter({ hasText: '/month' }).count()).toBe(rents.properties.length)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
  })

  it("says 'Property not found' for an unknown property", async () => {
    const { page } = await openPage(browser(), baseURL)
    await page.goto('/00000000-0000-4000-8000-000000000000')
    await page.getByText('Property not found').first().waitFor()
  })

  it("sends an unknown path home with 'Page not found'", async () => {
    const { page, errors } = await openPage(browser(), baseURL)
    // The server answers 404 (the browser logs it), and the app takes the visitor home.
    expect((await page.goto('/no/such/page'))?.status()).toBe(404)
    await page.getByText('Page not found').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)'])
  })

  it('fits a 360 px phone screen without sideways scrolling', async () => {
    const { page, errors } = await openPage(browser(), baseURL, { width: 360, height: 740 })
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const menu = page.getByRole('button', { name: /menu/i })
    await menu.click()
    expect(await menu.getAttribute('aria-expanded')).toBe('true')
    expect(errors).toEqual([])
  })
})
