// The first paint needs no JavaScript: the home page and a property page come rendered from the
// server (listings, title, price), and with JavaScript the page hydrates without a console error
// and works. A missing listing answers 404.
import type { BrowserContextOptions } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { api, browserForFile, openPage } from './browser'

const baseURL = inject('baseURL')

interface PublicList {
  properties: { id: string; basicInfo: { title: string } }[]
}

const browser = browserForFile()

/** A page in a browser that runs no script at all. */
async function pageWithoutJavaScript() {
  const options: BrowserContextOptions = { baseURL, javaScriptEnabled: false, viewport: { width: 360, height: 740 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' }
  const context = await browser().newContext(options)
  return context.newPage()
}

const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)'

describe('the first paint without JavaScript', () => {
  it('shows the listings of the home page', async () => {
    const { properties } = await api<PublicList>(baseURL, '/api/properties/public?listingType=sale')
    const page = await pageWithoutJavaScript()
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Properties across India')
    const titles = await page.getByRole('article').getByRole('heading').allInnerTexts()
    expect(titles).toEqual(expect.arrayContaining(properties.map((p) => p.basicInfo.title)))
    expect(await page.getByRole('article').filter({ hasText: '₹' }).count()).toBeGreaterThanOrEqual(properties.length)
    // Its stylesheet came with it: no request for one.
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0)
    await page.context().close()
  })

  it('shows a property page with its title and price', async () => {
    const [first] = (await api<PublicList>(baseURL, '/api/properties/public?listingType=sale')).properties
    const page = await pageWithoutJavaScript()
    const response = await page.goto(`/${first!.id}`)
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(first!.basicInfo.title)
    expect(await page.getByText('₹').count()).toBeGreaterThan(0)
    await page.context().close()
  })

  it('answers 404 for a listing that does not exist', async () => {
    const page = await pageWithoutJavaScript()
    expect((await page.goto('/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404)
    expect((await page.goto('/no/such/page'))?.status()).toBe(404)
    await page.context().close()
  })
})

describe('hydration', () => {
  it('takes over the home page without a console error, and the page works', async () => {
    const { page, errors } = await openPage(browser(), baseURL)
    const rents = await api<PublicList>(baseURL, '/api/properties/public?listingType=rent')
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    // The session is filled in after hydration: a visitor without one sees the sign-in link.
    await page.getByRole('link', { name: 'Login' }).first().waitFor()
    await page.getByRole('tab', { name: 'Rent' }).click()
    await page.waitForURL(/listingType=rent/)
    await expect.poll(() => page.getByRole('article').getByRole('heading').allInnerTexts(), { timeout: 15_000 }).toEqual(rents.properties.map((p) => p.basicInfo.title))
    expect(errors).toEqual([])
  })

  it('takes over a property page without a console error, and its links work', async () => {
    const [first] = (await api<PublicList>(baseURL, '/api/properties/public?listingType=sale')).properties
    const { page, errors } = await openPage(browser(), baseURL)
    await page.goto(`/${first!.id}`)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(first!.basicInfo.title)
    await page.getByRole('link', { name: 'Login' }).first().waitFor()
    await page.getByRole('link', { name: 'Login' }).first().click()
    await page.waitForURL(/\/login$/)
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(errors).toEqual([])
  })

  it('takes over the map and the sign-in page without a console error', async () => {
    for (const path of ['/map', '/login']) {
      const { page, errors } = await openPage(browser(), baseURL)
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.getByRole('link', { name: 'Login' }).first().waitFor()
      expect(errors, path).toEqual([])
      await page.context().close()
    }
  })

  it("shows 'Property not found' for a missing listing, answered with 404", async () => {
    const { page, errors } = await openPage(browser(), baseURL)
    const response = await page.goto('/00000000-0000-4000-8000-000000000000')
    expect(response?.status()).toBe(404)
    await page.getByText('Property not found').first().waitFor()
    // The page's own 404 and the listing's, nothing else.
    expect(errors.filter((error) => error !== DOCUMENT_404)).toEqual([])
  })
})
