// On phones (360 px): a buyer makes an offer on a live listing of the demo seller; the seller,
// signed in in a second browser, counters from the property's tools; the buyer accepts from
// their offers page, and a draft deal appears for both, with its timeline.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage } from './browser'
import { demoPhones, submitSignIn, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const phone = { width: 360, height: 780 }
const browser = browserForFile()

/** Signs a demo user in on the sign-in page; at 360 px the profile sits in the burger menu, so the journey waits to leave the page. */
async function signInOnPhone(page: Page, phoneNumber: string): Promise<void> {
  await page.goto('/login')
  await submitSignIn(page, baseURL, phoneNumber)
  await page.waitForURL((url) => url.pathname !== '/login')
}

async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
}

describe('an offer becomes a draft deal', () => {
  it('is made by a buyer, countered by the seller, accepted by the buyer, and opens a deal both see', async () => {
    const seller = await openPage(browser(), baseURL, phone, 'offers-seller')
    await signInOnPhone(seller.page, demoPhones.seller)
    // A live sale listing of the demo seller, as their own list answers it (the session cookie signs the call).
    const listing = await seller.page.evaluate(async () => {
      const response = await fetch('/api/properties?status=active&limit=100', { credentials: 'same-origin' })
      const { properties } = (await response.json()) as { properties: { id: string; basicInfo: { title: string; listingType?: string } }[] }
      return properties.find((property) => property.basicInfo.listingType === 'sale')
    })
    expect(listing).toBeDefined()
    const propertyId = listing!.id

    const buyer = await openPage(browser(), baseURL, phone, 'offers-buyer')
    await signInOnPhone(buyer.page, demoPhones.buyer)
    await buyer.page.goto(`/${propertyId}`)
    await buyer.page.getByRole('button', { name: 'Make an offer' }).click()
    const form = buyer.page.getByRole('form', { name: 'Make an offer' })
    await form.getByLabel('Your offer').fill('50 L')
    await form.getByLabel('Terms (optional)').fill('Possession within 60 days')
    await fitsThePhone(buyer.page)
    await form.getByRole('button', { name: 'Send offer' }).click()
    await buyer.page.getByText('Offer sent: ₹50,00,000.00').waitFor()

    await seller.page.goto(`/${propertyId}/tools/proposals`)
    await seller.page.waitForURL(/section=proposals/)
    const received = seller.page.getByRole('region', { name: 'Proposals' }).getByRole('article').first()
    await received.getByRole('button', { name: 'Counter' }).click()
    await received.getByLabel('Your counter-offer').fill('55 L')
    await fitsThePhone(seller.page)
    await received.getByRole('button', { name: 'Send counter-offer' }).click()
    await received.getByText('countered', { exact: true }).waitFor()

    await buyer.page.goto('/profile/offers')
    const mine = buyer.page.getByRole('region', { name: 'Offers' }).getByRole('article').first()
    await mine.getByText('₹55,00,000.00', { exact: true }).waitFor()
    await mine.getByRole('button', { name: 'Accept' }).click()
    await mine.getByRole('link', { name: 'Open the draft deal' }).click()
    await buyer.page.getByRole('heading', { level: 1, name: listing!.basicInfo.title }).waitFor()
    await buyer.page.getByText('Draft', { exact: true }).first().waitFor()
    await fitsThePhone(buyer.page)

    await seller.page.goto('/profile/offers')
    const deals = seller.page.getByRole('region', { name: 'Deals' })
    await deals.getByRole('link', { name: `Sale: ${listing!.basicInfo.title}` }).first().click()
    await seller.page.getByRole('button', { name: 'Start negotiation' }).waitFor()
    expect(await seller.page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').count()).toBe(1)
    await fitsThePhone(seller.page)

    expect(unexpectedErrors(buyer.errors)).toEqual([])
    expect(unexpectedErrors(seller.errors)).toEqual([])
  })
})
