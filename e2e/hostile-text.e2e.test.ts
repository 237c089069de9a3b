// A seller puts markup and script into every free-text field of a listing and of their profile
// (through the API, as an attacker would), and the pages that show them to others and to the
// seller render it as text: no script runs (window.__pwned stays unset, no dialog opens), no
// element is made from it, and the text reads exactly as typed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage } from './browser'
import { demoOwnerPhone, signInWithPhone, unexpectedErrors } from './session'

const baseURL = inject('baseURL')

const hostile = {
  img: '<img src=x onerror="window.__pwned=1;alert(1)">',
  script: '<script>window.__pwned=1;alert(1)</script>',
  svg: '<svg onload="window.__pwned=1;alert(1)"></svg>',
  iframe: '<iframe src="javascript:window.top.__pwned=1"></iframe>',
  link: '<a href="javascript:window.__pwned=1">open</a>',
  quote: `"'><img src=x onerror=alert(1)>`,
  url: 'javascript:window.__pwned=1',
  template: '{{constructor.constructor("window.__pwned=1")()}}',
}

const title = `Plot ${hostile.img} ${hostile.script}`
const description = Object.values(hostile).join('\n')
const line1 = hostile.svg
const locality = hostile.quote
const city = `Mohali ${hostile.url}`
const state = hostile.iframe
const fullName = `Priya ${hostile.img}`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

type Api = <T>(method: string, path: string, body?: unknown) => Promise<{ status: number; json: T }>

function apiWith(token: string): Api {
  return async <T,>(method: string, path: string, body?: unknown) => {
    const response = await fetch(baseURL + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, json: (await response.json()) as T }
  }
}

/** Records every dialog (and dismisses it) and marks the page so a script that ran would show. */
async function watchForScript(page: Page): Promise<string[]> {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.addInitScript(() => {
    delete (window as { __pwned?: unknown }).__pwned
  })
  return dialogs
}

/** Nothing the hostile text asked for happened on the page as it stands. */
async function expectNoScriptRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
  // The one inline script a page may have is the server's after-paint loader, right after its list (allowed by its hash).
  expect(await page.locator('img[src="x"], svg[onload], iframe, a[href^="javascript:"], script:not([src]):not([type="application/json"]):not(#after-paint + script)').count()).toBe(0)
}

describe('hostile text in a listing and a profile', () => {
  it('renders as text on every page that shows it, and no script runs', async () => {
    const { page, errors } = await openPage(browser, baseURL)
    const dialogs = await watchForScript(page)
    // A seller of its own (a demo listing's owner), so no other journey's sign-in throttles it.
    await signInWithPhone(page, baseURL, demoOwnerPhone)
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'vishwas_access')?.value
    if (!token) throw new Error('no access cookie after sign-in')
    const api = apiWith(token)

    // The profile, through the API.
    const me = await api<{ user: { id: string } }>('GET', '/api/users/me')
    const profile = { fullName, city: hostile.script, state: hostile.svg, country: hostile.url }
    expect((await api('PUT', `/api/users/${me.json.user.id}`, profile)).status).toBe(200)

    // An address with script is refused; text with markup is stored as typed.
    const listing = {
      basicInfo: { title, description, type: 'land', subType: 'plot', status: 'active', listingType: 'sale' },
      location: { address: { line1, locality, city, state, postalCode: '160071' } },
      financial: { pricing: { totalPrice: 4_500_000 } },
      specifications: { area: { total: 1800, unit: 'sqft' } },
      amenities: ['<img src=x onerror=alert(1)>'],
      surrounding: ['<script>alert(1)</script>'],
      media: [{ id: 'm1', type: 'image', url: 'https://cdn.example.in/front.jpg', title: hostile.img }],
    }
    const refused = await api<{ message: string }>('POST', '/api/properties', { ...listing, media: [{ ...listing.media[0], url: hostile.url }] })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toContain('media.0.url: URL must be an https: address')
    const created = await api<{ property: { id: string; basicInfo: { title: string; description: string } } }>('POST', '/api/properties', listing)
    expect(created.status).toBe(201)
    const { id } = created.json.property
    expect(created.json.property.basicInfo).toMatchObject({ title, description })

    // The home page's card: the newest listing comes first.
    await page.goto('/')
    await page.getByRole('article').getByRole('heading', { name: title, exact: true }).waitFor()
    await expectNoScriptRan(page, dialogs)

    // The public property page: title, address, description and tags, all as text.
    await page.goto(`/${id}`)
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
    await expect.poll(() => page.getByText([line1, locality, city, state, '160071'].join(', '), { exact: true }).count()).toBe(1)
    expect(await page.getByText(hostile.template).innerText()).toBe(description)
    expect(await page.getByRole('region', { name: 'Amenities' }).innerText()).toContain('<img src=x onerror=alert(1)>')
    await expectNoScriptRan(page, dialogs)

    // The seller's pages of the listing: its page, the portfolio, the dashboard, the tools and the form.
    await page.goto(`/seller/properties/${id}`)
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
    await expectNoScriptRan(page, dialogs)
    await page.goto('/seller/properties')
    await page.getByText(title, { exact: true }).first().waitFor()
    await expectNoScriptRan(page, dialogs)
    await page.goto('/seller/dashboard')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await expectNoScriptRan(page, dialogs)
    await page.goto(`/${id}/tools`)
    await page.getByText(title, { exact: true }).first().waitFor()
    await expectNoScriptRan(page, dialogs)
    await page.goto(`/seller/properties/${id}/edit`)
    await expect.poll(() => page.getByLabel('Title').inputValue(), { timeout: 15_000 }).toBe(title)
    expect(await page.getByLabel('Description').inputValue()).toBe(description)
    await expectNoScriptRan(page, dialogs)

    // The profile page and the header's account button show the name as text.
    await page.goto('/profile')
    await page.getByRole('heading', { name: fullName, exact: true }).waitFor()
    await expect.poll(() => page.getByRole('button', { name: /^Profile:/ }).innerText()).toContain(fullName)
    expect(await page.getByLabel('Full name').inputValue()).toBe(fullName)
    await expectNoScriptRan(page, dialogs)

    expect(unexpectedErrors(errors)).toEqual([])
  })
})
