// One Chromium per test file, Debian's build, never a downloaded one.
import { chromium, type Browser, type Page } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
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
