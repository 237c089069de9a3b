// A buyer on a phone (360 px) hearts two listings before signing in, finds them on the shortlist
// page, compares them side by side, signs in and finds the shortlist kept with the account; then
// saves a search and runs it again from the profile. A listing opened once is recently viewed.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage } from './browser'
import { submitSignIn, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const phone = { width: 360, height: 780 }
/** A buyer of their own: no other journey signs this number in. */
const buyerPhone = '+919812340020'

/** Signs a new buyer in on the sign-in page; at 360 px the profile menu sits in the burger menu, so the journey waits to leave the page instead. */
async function signInOnPhone(page: Page, phoneNumber: string): Promise<void> {
  await page.goto('/login')
  await submitSignIn(page, baseURL, phoneNumber)
  await page.waitForURL((url) => url.pathname !== '/login')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('navigation', { name: 'Mobile' }).getByText('Profile:').waitFor()
  await page.getByRole('button', { name: 'Close menu' }).click()
}

const browser = browserForFile()

describe('the shortlist at 360 px', () => {
  it('hearts two listings, compares them, and keeps them with the account after sign-in', async () => {
    const { page, errors } = await openPage(browser(), baseURL, phone, 'shortlist-journey')
    await page.goto('/')
    const cards = page.getByRole('article')
    await cards.first().waitFor()
    // Two listings whose titles differ (other journeys may list plots under one title), found by their card.
    const headings = await cards.getByRole('heading').allInnerTexts()
    const titles = [...new Set(headings)].slice(0, 2)
    for (const title of titles) {
      const heart = cards.nth(headings.indexOf(title)).getByRole('button', { name: `Shortlist ${title}` })
      await heart.click()
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    }

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Shortlist' }).click()
    await page.getByRole('heading', { name: 'My shortlist' }).waitFor()
    await page.getByText('kept in this browser').waitFor()
    const shortlisted = page.getByRole('article')
    await expect.poll(() => shortlisted.count()).toBe(2)
    expect((await shortlisted.getByRole('heading').allInnerTexts()).sort()).toEqual([...titles].sort())

    for (const title of titles) await page.getByRole('checkbox', { name: `Compare ${title}` }).check()
    await page.getByRole('link', { name: 'Compare 2' }).click()
    await page.waitForURL(/\/shortlist\/compare\?ids=/)
    const table = page.getByRole('table')
    await table.waitFor()
    expect(await table.getByRole('columnheader').count()).toBe(3)
    expect(await page.locator('tr[data-differs]').count()).toBeGreaterThan(0)
    // The table scrolls inside its own region, which fits the phone.
    const region = await page.getByRole('region', { name: 'Comparison table' }).boundingBox()
    expect(region!.x + region!.width).toBeLessThanOrEqual(phone.width)

    await signInOnPhone(page, buyerPhone)
    await page.goto('/shortlist')
    await page.getByText('kept with your account').waitFor()
    await expect.poll(() => page.getByRole('article').count()).toBe(2)
    // The account keeps it: a new browser signed in as the same buyer would read it from the server.
    const stored = await page.evaluate(() => window.localStorage.getItem('vishwas.shortlist'))
    expect(stored).toBeNull()
    expect(unexpectedErrors(errors)).toEqual([])
  })

  it('saves a search, runs it again from the profile, and shows a listing opened as recently viewed', async () => {
    const { page, errors } = await openPage(browser(), baseURL, phone, 'saved-search-journey')
    await signInOnPhone(page, '+919812340021')
    await page.goto('/?city=Mohali')
    await page.getByRole('article').first().waitFor()
    await page.getByRole('button', { name: 'Save this search' }).click()
    await page.getByRole('textbox', { name: 'Name this search' }).fill('Plots around Mohali')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('link', { name: 'Your saved searches' }).click()
    await page.getByRole('heading', { name: 'Saved searches' }).waitFor()
    await page.getByRole('link', { name: 'Run search: Plots around Mohali' }).click()
    await page.waitForURL(/\/\?city=Mohali$/)

    const first = page.getByRole('article').first()
    const title = await first.getByRole('heading').innerText()
    await first.getByRole('link', { name: title }).click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await page.goto('/')
    const recent = page.getByRole('region', { name: 'Recently viewed' })
    await recent.waitFor()
    expect(await recent.getByRole('link').first().innerText()).toContain(title)
    expect(unexpectedErrors(errors)).toEqual([])
  })
})
