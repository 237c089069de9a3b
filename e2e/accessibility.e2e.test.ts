// The pages stay accessible over every sky: no serious or critical axe violation on the home
// page, a property page, the sign-in page and the seller's pages, at night, by day and in rain,
// at 360 px and 1280 px. Colour contrast included: text that axe cannot judge because the scenery
// shows through behind it is measured against the page as painted (text-contrast.ts).
import { AxeBuilder } from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser } from './browser'
import { signInWithPhone } from './session'
import { measureTextContrast } from './text-contrast'

const baseURL = inject('baseURL')

/** The scenery's address overrides for each state. */
const sceneries = {
  night: 'sceneryTime=2026-01-01T22:00:00%2B05:30&sceneryWeather=clear',
  day: 'sceneryTime=2026-03-15T11:00:00%2B05:30&sceneryWeather=clear',
  rain: 'sceneryTime=2026-03-15T11:00:00%2B05:30&sceneryWeather=rain&sceneryIntensity=heavy',
} as const
type Scenery = keyof typeof sceneries

const widths = [360, 1280] as const
// Two widths, axe and the measuring of each: longer than a journey's minute on a busy machine.
const PAGE_TIMEOUT_MS = 150_000
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
// axe leaves out text too short to judge (a '·', an arrow) and symbols outside the basic plane.
const NOT_TEXT = new Set(['shortTextContent', 'nonBmp'])

// One of the demo listings' owners (a seller) that no other journey signs in, so the per-number
// code throttle never meets another file's sign-in.
const SELLER_PHONE = '+919810000007'
const UUID = /^\/seller\/properties\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
// A blank tile: the journeys run without the internet.
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z/C/HgAGgwJ/lK3Q6wAAAABJRU5ErkJggg==', 'base64')

let browser: Browser
// One browser session each, as a visitor keeps one: the signed-in one refreshes its own tokens.
let visitor: BrowserContext
let seller: BrowserContext
let propertyPath: string
let sellerPropertyPath: string

async function newSession(): Promise<BrowserContext> {
  // Still (reduced motion), so every screenshot of a page shows the same scene.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata', reducedMotion: 'reduce' })
  await context.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }))
  // The signed-in header's live notification stream stays open, so the network would never be
  // idle; these checks do not need it (the bell still shows its count).
  await context.route('**/api/notifications/stream', (route) => route.abort())
  return context
}

beforeAll(async () => {
  browser = await launchBrowser()
  const response = await fetch(`${baseURL}/api/properties/public?limit=1`)
  const { properties } = (await response.json()) as { properties: { reference: string }[] }
  propertyPath = `/${properties[0]!.reference}`

  visitor = await newSession()
  seller = await newSession()
  const page = await seller.newPage()
  await signInWithPhone(page, baseURL, SELLER_PHONE)
  await page.goto('/seller/properties')
  const links = page.locator('main a[href^="/seller/properties/"]')
  await links.first().waitFor()
  sellerPropertyPath = (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))).find((href) => UUID.test(href))!
  await page.close()
})
afterAll(async () => {
  await browser.close()
})

/** Opens `path` in a scenery state once the page and the scenery are in. */
async function openInScenery(context: BrowserContext, path: string, scenery: Scenery, width: number): Promise<Page> {
  const page = await context.newPage()
  await page.setViewportSize({ width, height: 800 })
  await page.goto(`${path}?${sceneries[scenery]}`)
  await page.locator('main h1').first().waitFor()
  await page.waitForLoadState('networkidle')
  await page.locator('.sc-root').waitFor({ state: 'attached' })
  await page.locator('footer .sc-footer').waitFor({ state: 'attached' })
  await page.locator('[data-scenery="weather-panel"][aria-busy="false"]').waitFor()
  await expect.poll(() => page.locator('main').getByText('Loading...').count()).toBe(0)
  // Sections below the fold (a listing's "Why this score", its gallery) load as they come near the
  // screen: scroll through once, as a reader would, so the page is whole before it is measured.
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await frame()
    }
    scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  await expect.poll(() => page.locator('main').getByText('Loading...').count()).toBe(0)
  return page
}

interface PageCheck {
  violations: string[]
  lowContrast: string[]
  unmeasured: string[]
  judged: number
}

async function check(page: Page): Promise<PageCheck> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()
  const violations = results.violations
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .flatMap((rule) => rule.nodes.map((node) => `${rule.id}: ${node.target.join(' ')}`))
  const undecided = (results.incomplete.find((rule) => rule.id === 'color-contrast')?.nodes ?? []).filter((node) => {
    const data = node.any[0]?.data as { messageKey?: string } | undefined
    return !NOT_TEXT.has(data?.messageKey ?? '')
  })
  const report = await measureTextContrast(
    browser,
    page,
    undecided.map((node) => String(node.target[0])),
  )
  const decidedByAxe = results.passes.find((rule) => rule.id === 'color-contrast')?.nodes.length ?? 0
  return {
    violations,
    lowContrast: report.measured.filter((text) => text.ratio < text.required).map((text) => `${text.ratio}:1 < ${text.required}:1 "${text.text}" (${text.target})`),
    unmeasured: report.unmeasured,
    judged: decidedByAxe + report.measured.length,
  }
}

async function expectAccessible(path: () => string, scenery: Scenery, signedIn: boolean) {
  for (const width of widths) {
    const page = await openInScenery(signedIn ? seller : visitor, path(), scenery, width)
    const found = await check(page)
    await page.close()
    expect({ width, violations: found.violations, lowContrast: found.lowContrast, unmeasured: found.unmeasured }).toEqual({ width, violations: [], lowContrast: [], unmeasured: [] })
    // The contrast of the page's text was judged, by axe or by measuring it.
    expect(found.judged).toBeGreaterThan(20)
  }
}

const publicPages: [string, () => string][] = [
  ['the home page', () => '/'],
  ['a property page', () => propertyPath],
  ['the sign-in page', () => '/login'],
]

const sellerPages: [string, () => string][] = [
  ['the seller dashboard', () => '/seller/dashboard'],
  ['the portfolio', () => '/seller/properties'],
  ['the property form with the map', () => '/seller/property/create'],
  ['the short property form', () => '/seller/properties/new'],
  ["the seller's property page", () => sellerPropertyPath],
  ['the edit form', () => `${sellerPropertyPath}/edit`],
  ['the property tools', () => `${sellerPropertyPath}/tools`],
]

describe.each(Object.keys(sceneries) as Scenery[])('accessible over the scenery: %s', (scenery) => {
  it.each(publicPages)('%s', { timeout: PAGE_TIMEOUT_MS }, async (_name, path) => {
    await expectAccessible(path, scenery, false)
  })

  it.each(sellerPages)('%s', { timeout: PAGE_TIMEOUT_MS }, async (_name, path) => {
    await expectAccessible(path, scenery, true)
  })
})
