// A site visit at 360 px: the buyer books a visit on a listing of the demo seller's; the seller,
// signed in in a second browser with a page open, sees the bell count the request live (no
// reload), follows the notification to the listing's tools under Visits and confirms it; the
// buyer sees it confirmed in My activity.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage } from './browser'
import { createSaleListing } from './listings'
import { signInAs, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const browser = browserForFile()
const phone = { width: 360, height: 740 }

/** A sale listing of the signed-in seller's, created through the API with the session's cookie; its id. */
/** A sale listing of the signed-in seller's, created through the API with the session's cookie; its id. */
const createListing = (page: Page, title: string) => createSaleListing(page, baseURL, { title, address: { line1: 'House 12, Sector 21', city: 'Panchkula', state: 'Haryana' }, corner: { latitude: 30.69, longitude: 76.86 }, priceRupees: 9_500_000 })

/** India's date two days ahead at 11:00, as a datetime-local field takes it. */
function inTwoDaysAt11(): string {
  const india = new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000)
  return `${india.toISOString().slice(0, 10)}T11:00`
}

describe('site visit', () => {
  it('a buyer books a visit, the seller confirms it in the tools, the buyer sees it confirmed', async () => {
    const seller = await openPage(browser(), baseURL)
    await signInAs(seller.page, baseURL, 'seller')
    await seller.page.setViewportSize(phone)
    const title = `Visit me ${Date.now()}`
    const id = await createListing(seller.page, title)
    await seller.page.goto('/seller/dashboard')
    // The demo seller may have unread notifications from other journeys: the bell shows that count first.
    const unread = await seller.page.request.get(`${baseURL}/api/notifications/unread-count`)
    const unreadBefore = ((await unread.json()) as { unreadCount: number }).unreadCount
    const bell = seller.page.getByRole('link', { name: unreadBefore === 0 ? 'Notifications, none unread' : `Notifications, ${unreadBefore} unread` })
    await bell.waitFor()

    const buyer = await openPage(browser(), baseURL)
    await signInAs(buyer.page, baseURL, 'buyer')
    await buyer.page.setViewportSize(phone)
    await buyer.page.goto(`/${id}`)
    await buyer.page.getByRole('heading', { level: 1, name: title }).waitFor()
    await buyer.page.getByRole('button', { name: 'Book a visit' }).click()
    const booking = buyer.page.getByRole('form', { name: 'Book a visit' })
    await booking.getByLabel('Slot 1: starts (India time)').fill(inTwoDaysAt11())
    await booking.getByRole('button', { name: 'Request visit' }).click()
    await buyer.page.getByRole('status').filter({ hasText: 'Visit requested for' }).waitFor()
    expect(await buyer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // No reload: the stream brings the request to the seller's open page.
    await seller.page.getByRole('link', { name: `Notifications, ${unreadBefore + 1} unread` }).waitFor({ timeout: 15_000 })
    await seller.page.getByRole('link', { name: `Notifications, ${unreadBefore + 1} unread` }).click()
    await seller.page.waitForURL('**/notifications')
    await seller.page.getByRole('link', { name: `Visit requested at ${title}` }).click()
    await seller.page.waitForURL(`**/${id}/tools?section=visits`)
    const calendar = seller.page.getByRole('region', { name: 'Site visits' })
    const visit = calendar.getByRole('article', { name: 'Visit: Ananya Iyer' })
    await visit.getByText('Requested', { exact: true }).waitFor()
    await visit.getByRole('button', { name: /^Confirm / }).click()
    await visit.getByText('Confirmed', { exact: true }).waitFor()
    expect(await seller.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    await buyer.page.goto('/profile/activity')
    const mine = buyer.page.getByRole('article', { name: `Visit: ${title}` })
    await mine.getByText('Confirmed', { exact: true }).waitFor()
    await mine.getByRole('link', { name: 'Add to calendar (.ics)' }).waitFor()

    expect(unexpectedErrors(seller.errors)).toEqual([])
    expect(unexpectedErrors(buyer.errors)).toEqual([])
  })
})
