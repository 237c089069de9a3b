// "List your property" at 360 px: a visitor who has never signed in opens it from the header's
// menu, signs in with a new number, lands in the property form as a seller, and the menu shows the
// seller's entries at once; the role is kept (a reload finds the form again).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage } from './browser'
import { unexpectedErrors } from './session'

const baseURL = inject('baseURL')
// A number no demo user has: the account is created at this sign-in.
const NEWCOMER = '+919876500017'
// A blank 1×1 PNG: the journeys run without the internet, so the form's map tiles are served locally.
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z/C/HgAGgwJ/lK3Q6wAAAABJRU5ErkJggg==', 'base64')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('List your property', () => {
  it('takes a new visitor through sign-in into the property form as a seller', async () => {
    const { page, errors } = await openPage(browser, baseURL, { width: 360, height: 780 })
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }))
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const mobileMenu = page.getByRole('navigation', { name: 'Mobile' })
    await mobileMenu.getByRole('link', { name: 'List your property' }).click()

    await page.waitForURL('**/login')
    await page.getByText('Sign in to list your property: you go straight to the property form.').waitFor()
    await page.getByLabel('Mobile number').fill(NEWCOMER.replace(/^\+91/, ''))
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByLabel('One-time code').waitFor()
    const outbox = await fetch(`${baseURL}/api/dev/outbox?phoneNumber=${encodeURIComponent(NEWCOMER)}`)
    expect(outbox.status).toBe(200)
    await page.getByLabel('One-time code').fill(((await outbox.json()) as { code: string }).code)
    await page.getByRole('button', { name: 'Verify and sign in' }).click()

    await page.waitForURL('**/seller/property/create')
    await page.getByRole('heading', { level: 1, name: 'Add New Property' }).waitFor()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const links = await mobileMenu.getByRole('link').allInnerTexts()
    expect(links).toEqual(expect.arrayContaining(['Add New Property', 'My Portfolio', 'My Properties']))
    expect(links).not.toContain('List your property')
    expect(await mobileMenu.innerText()).toContain('Seller')

    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Add New Property' }).waitFor()
    expect(unexpectedErrors(errors)).toEqual([])
  })
})
