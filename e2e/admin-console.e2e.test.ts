// The admin console in Chromium at 360 px and 1280 px: the admin's navigation on every page, the
// property manager (feature a listing, change a listing's status with a confirmation), the
// listing's admin page, the inquiries and the database's indexes; nothing wider than the phone,
// no page errors. SCREENSHOT_DIR keeps a picture of each page at each width.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage } from './browser'
import { signInAs, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const browser = browserForFile()
const shots = process.env.SCREENSHOT_DIR

async function look(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 400 ? 740 : 800 })
  // Nothing sideways: the page is no wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0)
  if (shots) {
    mkdirSync(shots, { recursive: true })
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true })
  }
}

describe('admin console', () => {
  it('an admin features a listing, changes a status, and reads a listing, the inquiries and the indexes, on a phone and a desktop', async () => {
    const { page, errors } = await openPage(browser(), baseURL)
    // A listing not scored yet answers 404 on its score call (the page then says "Not scored yet"): the browser logs each.
    let unscored = 0
    page.on('response', (response) => {
      if (response.status() === 404 && /\/api\/properties\/[^/]+\/score$/.test(new URL(response.url()).pathname)) unscored += 1
    })
    await signInAs(page, baseURL, 'admin', '/admin/propertymanager')
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await expect.poll(() => nav.getByRole('link', { name: 'Properties', exact: true }).getAttribute('aria-current')).toBe('page')
    await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor()

    // Drafts and other statuses are listed with the live ones.
    await page.getByLabel('Status', { exact: true }).selectOption('draft')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('draft')
    await page.getByText(/\d+ listings?/).first().waitFor()
    await page.getByRole('button', { name: 'Clear' }).click()

    // Feature the first live listing.
    await page.getByLabel('Status', { exact: true }).selectOption('active')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    const feature = page.getByRole('button', { name: /^Feature .* on the home page$/ }).first()
    const label = (await feature.getAttribute('aria-label')) ?? ''
    const title = label.replace(/^Feature /, '').replace(/ on the home page$/, '')
    await feature.click()
    await page.getByRole('button', { name: `Stop featuring ${title}` }).waitFor()
    for (const width of [360, 1280]) await look(page, 'property-manager', width)

    const href = (await page.getByRole('link', { name: title, exact: true }).first().getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/admin\/property\//)

    // The home page's Featured row shows it.
    await page.goto('/')
    await page.getByRole('region', { name: 'Featured' }).getByText(title).first().waitFor()
    for (const width of [360, 1280]) await look(page, 'home', width)
    await page.goBack()
    await page.getByRole('button', { name: `Stop featuring ${title}` }).waitFor()

    // Change the status of one listing, confirmed (it then leaves this list of active ones).
    await page.getByRole('checkbox', { name: `Select ${title}` }).first().check()
    await page.getByLabel('New status').selectOption('pending')
    await page.getByRole('button', { name: 'Change status' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Change status' }).click()
    await page.getByText('1 listing changed.').waitFor()
    // A featured listing no longer live leaves the home page's row.
    await expect.poll(async () => ((await (await fetch(`${baseURL}/api/properties/public/featured`)).json()) as { properties: { basicInfo: { title: string } }[] }).properties.some((p) => p.basicInfo.title === title)).toBe(false)

    // The listing's admin page, with the feature and the status change in its audit trail.
    await page.goto(href)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await page.getByText('property.status').first().waitFor()
    for (const width of [360, 1280]) await look(page, 'property', width)

    await page.goto('/admin/inquiries')
    await page.getByRole('heading', { level: 1, name: 'Inquiries' }).waitFor()
    await page.getByText(/inquir(y|ies) match|\d+ inquir/).first().waitFor()
    for (const width of [360, 1280]) await look(page, 'inquiries', width)

    await page.goto('/admin/indexes')
    await page.getByRole('heading', { level: 1, name: 'Database indexes' }).waitFor()
    await page.getByText('properties_pkey').or(page.getByText(/_idx$/).first()).first().waitFor()
    for (const width of [360, 1280]) await look(page, 'indexes', width)

    await page.goto('/admin/property/create')
    await page.getByLabel("Owner's user ID").waitFor()
    for (const width of [360, 1280]) await look(page, 'property-create', width)

    const notFound = 'Failed to load resource: the server responded with a status of 404 (Not Found)'
    const others = unexpectedErrors(errors)
    expect(others.filter((error) => error !== notFound)).toEqual([])
    expect(others.filter((error) => error === notFound).length).toBeLessThanOrEqual(unscored)
  })
})
