// Analytics consent in the production build: without a configured tag there is no banner at all;
// with one (the config call answered here with a GA4 id, the shared server having none), the
// banner appears at 360 px as an overlay, and only after Accept does the GA4 script tag appear.
// Nothing reaches the internet: every outside request is aborted.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, openPage } from './browser'

const baseURL = inject('baseURL')
const browser = browserForFile()
const GA_SCRIPT = 'script[src^="https://www.googletagmanager.com/gtag/js"]'

async function withGaConfigured(page: Page): Promise<void> {
  await page.route('**/api/analytics/config', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, gaMeasurementId: 'G-E2ETEST1', metaPixelId: null }) }),
  )
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) => route.abort())
}

describe('analytics consent', () => {
  it('shows no banner when no tag is configured', async () => {
    const { page } = await openPage(browser(), baseURL, { width: 360, height: 740 })
    const config = page.waitForResponse('**/api/analytics/config')
    await page.goto('/')
    expect(await (await config).json()).toEqual({ success: true, gaMeasurementId: null, metaPixelId: null })
    await page.waitForTimeout(300)
    expect(await page.getByRole('region', { name: 'Cookies for analytics' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Cookie preferences' }).count()).toBe(0)
    await page.context().close()
  })

  it('with a tag: the banner asks first; Accept loads GA4, Reject does not', async () => {
    const { page } = await openPage(browser(), baseURL, { width: 360, height: 740 })
    await withGaConfigured(page)
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookies for analytics' })
    await banner.waitFor()
    // A fixed overlay within the 360 px screen; no tag before the choice.
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    const box = await banner.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(360)
    expect(await page.locator(GA_SCRIPT).count()).toBe(0)

    await page.getByRole('button', { name: 'Reject' }).click()
    await banner.waitFor({ state: 'detached' })
    await page.waitForTimeout(300)
    expect(await page.locator(GA_SCRIPT).count()).toBe(0)

    // Changed from the footer, by keyboard: the banner comes back with Accept focused.
    await page.getByRole('button', { name: 'Cookie preferences' }).click()
    await banner.waitFor()
    await page.keyboard.press('Enter')
    await banner.waitFor({ state: 'detached' })
    await page.locator(GA_SCRIPT).waitFor({ state: 'attached' })
    expect(await page.evaluate(() => document.cookie)).toContain('vishwas_consent=granted')
    // Kept across a reload: no banner, the tag again.
    await page.reload()
    await page.locator(GA_SCRIPT).waitFor({ state: 'attached' })
    expect(await banner.count()).toBe(0)
    await page.context().close()
  })
})
