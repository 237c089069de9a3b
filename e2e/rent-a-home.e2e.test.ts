// A tenant applies and the landlord approves, at 360 px, in two browsers: the demo seller lists a
// flat for rent; the demo buyer, signed out, taps "Apply to rent", signs in and comes back to the
// listing, fills the short form; the seller opens the tools page's rentals section through its
// tools/rentals shortcut, approves the application (the default terms) and activates the rental;
// the rental then shows in both people's rental history, reached from the profile menu.
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, openPage } from './browser'
import { demoPhones, signInAs, submitSignIn, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const PHONE = { width: 360, height: 740 }

const browser = browserForFile()

describe('renting a home', () => {
  it('a tenant applies, the landlord approves, and the rental shows in both histories', async () => {
    // Signed in on a wide screen (where the profile menu shows in the header), then on a phone.
    const seller = await openPage(browser(), baseURL)
    await signInAs(seller.page, baseURL, 'seller')
    await seller.page.setViewportSize(PHONE)
    const title = `Sunny 2 BHK for rent ${Date.now()}`
    const created = await seller.page.request.post(`${baseURL}/api/properties`, {
      data: {
        basicInfo: { title, type: 'residential', subType: 'apartment', status: 'active', listingType: 'rent' },
        location: {
          address: { line1: 'Flat 402, Tower A', locality: 'Sector 70', city: 'Mohali', state: 'Punjab' },
          geofence: {
            vertices: [
              { latitude: 30.69, longitude: 76.71 },
              { latitude: 30.69, longitude: 76.7103 },
              { latitude: 30.6903, longitude: 76.7103 },
              { latitude: 30.6903, longitude: 76.71 },
            ],
          },
        },
        financial: { pricing: { totalPrice: 24_000 } },
        specifications: { area: { total: 1050, unit: 'sqft' }, rooms: { bedrooms: 2, bathrooms: 2 } },
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { property } = (await created.json()) as { property: { id: string; reference: string } }

    // The buyer, signed out, is sent to sign in and comes back to the listing.
    const tenant = await openPage(browser(), baseURL, PHONE)
    await tenant.page.goto(`/${property.reference}`)
    await tenant.page.getByRole('heading', { name: title }).waitFor()
    // The link carries the page to come back to in its address, so it works on the drawn page
    // before the app has taken it over.
    await tenant.page.getByRole('link', { name: 'Apply to rent' }).click()
    await tenant.page.waitForURL((url) => url.pathname === '/login')
    await submitSignIn(tenant.page, baseURL, demoPhones.buyer)
    await tenant.page.waitForURL(`**/${property.reference}`)
    await tenant.page.getByRole('button', { name: 'Apply to rent' }).click()
    const form = tenant.page.getByRole('form', { name: 'Apply to rent' })
    await form.getByLabel('ID proof you will show').selectOption('passport')
    await form.getByLabel('Occupation').fill('Architect')
    await form.getByLabel('Household size').fill('2')
    const moveIn = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
    await form.getByLabel('Move-in date').fill(moveIn)
    await form.getByLabel('Message to the owner (optional)').fill('We work from home and have no pets.')
    // The form fits the phone: nothing wider than the screen.
    expect(await tenant.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await form.getByRole('button', { name: 'Send application' }).click()
    await tenant.page.getByRole('status').filter({ hasText: 'Application sent' }).waitFor()

    // The landlord reviews it in the tools page's rentals section, approves and activates.
    await seller.page.goto(`/seller/properties/${property.id}/tools/rentals`)
    await seller.page.waitForURL(/section=rentals/)
    const applications = seller.page.getByRole('region', { name: 'Applications' })
    await applications.getByText(/Applicant: Ananya Iyer/).waitFor()
    expect(await applications.getByText(/Architect/).count()).toBe(1)
    await applications.getByRole('button', { name: /^Approve:/ }).click()
    await applications.getByRole('button', { name: 'Confirm: approve' }).click()
    await applications.getByText('Approved').waitFor()
    const rentals = seller.page.getByRole('region', { name: 'Rentals' })
    await rentals.getByRole('button', { name: /^Activate:/ }).click()
    await rentals.getByText('Active').waitFor()
    expect(await rentals.getByText(/₹24,000 a month, deposit ₹48,000/).count()).toBe(1)

    // Both see it in their rental history, from the profile menu.
    for (const [who, section] of [
      [tenant, 'As tenant'],
      [seller, 'As landlord'],
    ] as const) {
      await who.page.getByRole('button', { name: 'Open menu' }).click()
      await who.page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Rental History' }).click()
      await who.page.waitForURL('**/profile/rental-history')
      const history = who.page.getByRole('region', { name: section })
      const item = history.getByRole('listitem').filter({ hasText: title })
      await item.waitFor()
      expect(await item.getByText('Approved').count()).toBe(1)
      expect(await item.getByText('Active').count()).toBe(1)
    }
    expect(unexpectedErrors(tenant.errors)).toEqual([])
    expect(unexpectedErrors(seller.errors)).toEqual([])
  })
})
