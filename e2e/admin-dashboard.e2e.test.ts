// The admin dashboard (issue #25) in a real browser: /admin leads to it, the statistics and the
// range's charts draw (uPlot's canvases) with their tables, a preset changes the range, and the
// page is accessible and fits 360 px as well as a desktop.
import { AxeBuilder } from '@axe-core/playwright'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile } from './browser'
import { signInAs } from './session'

const baseURL = inject('baseURL')
const browser = browserForFile()
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function checkPage(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.getByRole('figure', { name: 'New listings' }).locator('canvas').first().waitFor()
  // Nothing wider than the window: no sideways scrolling at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(WCAG_AA).disableRules(['color-contrast']).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([])
  // For a person to look at after the run: E2E_SCREENSHOT_DIR=/some/dir keeps a picture of each width.
  const keep = process.env.E2E_SCREENSHOT_DIR
  if (keep) {
    await page.screenshot({ path: join(keep, `admin-dashboard-${width}.png`), fullPage: true })
    await page.getByRole('figure', { name: 'New users by role' }).screenshot({ path: join(keep, `admin-dashboard-${width}-users.png`) })
    await page.getByRole('region', { name: 'Activity over time' }).screenshot({ path: join(keep, `admin-dashboard-${width}-range.png`) })
  }
}

describe('admin dashboard', () => {
  it('opens from /admin with figures, charts and tables, changes its range, and fits 360 px and a desktop', { timeout: 240_000 }, async () => {
    const context = await browser().newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata', reducedMotion: 'reduce' })
    await context.route('**/api/notifications/stream', (route) => route.abort())
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    try {
      await signInAs(page, baseURL, 'admin', '/admin')
      await page.waitForURL('**/admin/dashboard')
      await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor()
      const total = page.getByLabel('Listings now', { exact: true }).getByText('Total properties').locator('xpath=following-sibling::dd[1]')
      expect(Number((await total.textContent())?.replace(/,/g, ''))).toBeGreaterThan(0)
      expect(await page.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true')

      await page.getByRole('button', { name: 'Last 7 days' }).click()
      await page.waitForURL(/interval=day/)
      const listings = page.getByRole('figure', { name: 'New listings' })
      await listings.getByText('Show as a table').click()
      // Seven days: a header row and one row a day.
      await expect.poll(() => listings.getByRole('row').count()).toBe(8)

      await checkPage(page, 360)
      await checkPage(page, 1280)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
