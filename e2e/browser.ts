// One Chromium per test file, Debian's build, never a downloaded one.
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed } from 'vitest'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/** Launches the file's Chromium before its tests and closes it after them; the browser, once launched. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser is launched before the tests')
    return browser
  }
}

// A blank 1×1 PNG: the journeys run without the internet, so map tiles are served locally.
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z/C/HgAGgwJ/lK3Q6wAAAABJRU5ErkJggg==', 'base64')

/** Answers the page's map tile requests with a blank tile. */
export async function serveBlankTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }))
}

/** A GET of the API without a session, which must answer 200; its JSON body. */
export async function api<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(baseURL + path)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

export interface WatchedPage {
  page: Page
  /** Console errors and uncaught page errors seen so far. */
  errors: string[]
}

/** `userAgent`: a browser of its own (the server counts a listing's views once per address and User-Agent a day). */
export async function openPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }, userAgent?: string): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata', ...(userAgent ? { userAgent } : {}) })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  explainFailure(page, errors)
  return { page, errors }
}

/**
 * Waits until the app has taken a server-drawn page over (React's root is on #root). From then a
 * click is the app's: React hydrates what it lands on first. Before, a link is followed as a plain
 * link, without what the app would carry with it (the page to come back to after signing in).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'))
  })
}

/** The API's refusals the page met, newest last: what a failed journey's report shows beside its page. */
function apiRefusals(page: Page): string[] {
  const refusals: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().includes('/api/')) refusals.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`)
  })
  page.on('requestfailed', (request) => refusals.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`))
  return refusals
}

/**
 * When the journey that opened the page fails, its report says where the page was, what it
 * showed, and what the API refused it: a failure seen once in a long run can be read, not guessed.
 */
function explainFailure(page: Page, errors: string[]): void {
  const refusals = apiRefusals(page)
  try {
    onTestFailed(async () => {
      if (page.isClosed()) return
      const shown = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '(no text)')
      console.error(
        [`page at ${page.url()}`, `shows: ${shown.replace(/\s+/g, ' ').slice(0, 1_500)}`, `API refusals: ${refusals.slice(-20).join('; ') || 'none'}`, `console errors: ${errors.slice(-10).join('; ') || 'none'}`].join('\n'),
      )
    })
  } catch {
    // Opened outside a test (a file's beforeAll): its failure is reported without the page.
  }
}
