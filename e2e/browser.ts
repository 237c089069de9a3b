// One Chromium per test file, Debian's build, never a downloaded one.
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'

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
  return { page, errors }
}
