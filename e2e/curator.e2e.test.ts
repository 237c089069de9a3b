// The dealer's Curator: the demo dealer opens /dealer on a desktop, features a listing they
// represent, finds it on the home page under "Curated by" their name, keeps a private note,
// and uses the page at 360 px (tabs reachable, nothing wider than the screen); then unfeatures it.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { api, browserForFile, openPage } from './browser'
import { signInAs, unexpectedErrors } from './session'

/** The demo dealer's name: the sign-in journey, which may run first, saves it as 'Harpreet Singh Gill'. */
const DEMO_DEALER_NAME = /^Harpreet (Singh )?Gill$/

const baseURL = inject('baseURL')
const browser = browserForFile()
// Pictures of the page for a person to look at, only when asked for (never left in the test run's files).
const screenshotDir = process.env.CURATOR_SCREENSHOT_DIR

async function picture(page: Page, name: string): Promise<void> {
  if (screenshotDir) writeFileSync(join(screenshotDir, `${name}.png`), await page.screenshot({ fullPage: true }))
}

const overflowsX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)

describe('the Curator', () => {
  it('features a represented listing for the home page, keeps a note, and fits a phone', async () => {
    const { page, errors } = await openPage(browser(), baseURL, { width: 1280, height: 800 }, 'curator-journey')
    await signInAs(page, baseURL, 'dealer', '/dealer')
    await page.getByRole('heading', { level: 1, name: 'Curator' }).waitFor()
    const listings = page.getByRole('region', { name: 'My listings' })
    const feature = listings.getByRole('button', { name: /^Feature / }).first()
    await feature.waitFor()
    const title = ((await feature.getAttribute('aria-label')) ?? '').replace(/^Feature /, '')
    await feature.click()
    await listings.getByRole('button', { name: `Unfeature ${title}` }).waitFor()

    await listings.getByRole('button', { name: `Private note: ${title}` }).click()
    await listings.getByLabel(`Private note on ${title}`).fill('Owner prefers calls after 6 pm')
    await listings.getByRole('button', { name: 'Save note' }).click()
    await listings.getByText('Saved', { exact: true }).waitFor()
    await picture(page, 'curator-desktop')

    await page.getByRole('tab', { name: 'Team' }).click()
    await page.getByLabel('Phone number').waitFor()
    await picture(page, 'curator-team-desktop')

    // The home page's row, below the fold: loaded once scrolled near.
    const curatedTitles = async () =>
      (await api<{ curated: { dealer: { name: string }; listings: { title: string }[] }[] }>(baseURL, '/api/curated')).curated.find((row) => DEMO_DEALER_NAME.test(row.dealer.name))?.listings.map((listing) => listing.title) ?? []
    await expect.poll(curatedTitles).toContain(title)
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    const row = page.getByRole('region', { name: /^Curated by Harpreet (Singh )?Gill$/ })
    await row.waitFor()
    await expect.poll(() => row.getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).count()).toBeGreaterThan(0)

    // At 360 px.
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/dealer')
    await page.getByRole('heading', { level: 1, name: 'Curator' }).waitFor()
    await page.getByRole('region', { name: 'My listings' }).getByRole('listitem').first().waitFor()
    expect(await overflowsX(page)).toBe(false)
    await picture(page, 'curator-phone')
    for (const tab of ['Requests', 'Featured', 'Team'] as const) {
      await page.getByRole('tab', { name: tab }).click()
      await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true')
      expect(await overflowsX(page), tab).toBe(false)
      await picture(page, `curator-phone-${tab.toLowerCase()}`)
    }
    // Unfeature, so the home page is as the other journeys expect it.
    await page.getByRole('tab', { name: 'Featured' }).click()
    await page.getByRole('button', { name: `Unfeature ${title}` }).click()
    await page.getByText('0 of 10', { exact: false }).waitFor()
    expect(unexpectedErrors(errors)).toEqual([])
  })
})
