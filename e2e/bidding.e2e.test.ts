// Bidding at 360 px: a seller opens their listing for sale to bids from its tools page, a buyer
// signed in on another browser places a bid on the property page and sees it as the highest, and
// the seller sees the bid, with its bidder, among the listing's bids.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage } from './browser'
import { createSaleListing } from './listings'
import { signInWithPhone, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const browser = browserForFile()
const phone = { width: 360, height: 740 }
/** A demo listing owner no other journey signs in, and a new buyer (first sign-in creates them). */
const sellerPhone = '+919810000031'
const buyerPhone = '+919830000031'

/** A sale listing of the signed-in seller's, created through the API with the session's cookie; its id. */
const createListing = (page: Page, title: string) => createSaleListing(page, baseURL, { title, address: { line1: 'House 4, Model Town', city: 'Ludhiana', state: 'Punjab' }, corner: { latitude: 30.88, longitude: 75.83 }, priceRupees: 6_500_000 })

describe('bidding', () => {
  it('a seller opens bidding, a buyer bids and sees it highest, the seller sees the bid', async () => {
    const seller = await openPage(browser(), baseURL)
    await signInWithPhone(seller.page, baseURL, sellerPhone)
    await seller.page.setViewportSize(phone)
    const id = await createListing(seller.page, `Bidding house ${Date.now()}`)

    await seller.page.goto(`/${id}/tools?section=bids`)
    const opening = seller.page.getByRole('form', { name: 'Open bidding' })
    await opening.getByLabel('Reserve (₹)').fill('60 L')
    await opening.getByLabel('Minimum increment (₹)').fill('1 L')
    await opening.getByLabel('Opening bid (₹, optional)').fill('50 L')
    await opening.getByRole('button', { name: 'Open bidding' }).click()
    await seller.page.getByRole('button', { name: 'Close bidding now' }).waitFor()
    expect(await seller.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    const buyer = await openPage(browser(), baseURL)
    await signInWithPhone(buyer.page, baseURL, buyerPhone)
    await buyer.page.setViewportSize(phone)
    await buyer.page.goto(`/${id}`)
    const panel = buyer.page.getByRole('region', { name: 'Place a bid' })
    await panel.getByText('No bids yet').waitFor()
    await panel.getByLabel('Your bid (₹)').fill('50 L')
    await panel.getByRole('button', { name: 'Place bid' }).click()
    await panel.getByRole('status').getByText('Your bid of ₹50,00,000.00 is the highest.').waitFor()
    await panel.getByText('Highest', { exact: true }).waitFor()
    await panel.getByText('₹51,00,000.00').waitFor()
    expect(await buyer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    await seller.page.reload()
    const bids = seller.page.getByRole('list', { name: 'Bids on this listing' })
    await bids.getByText('₹50,00,000.00').waitFor()
    await bids.getByRole('button', { name: 'Reject the bid of ₹50,00,000.00' }).waitFor()

    expect(unexpectedErrors(seller.errors)).toEqual([])
    expect(unexpectedErrors(buyer.errors)).toEqual([])
  })
})
