// Running the marketplace (issue #25): a user applies to be a dealer from their profile and sends
// their KYC with the scan of their masked Aadhaar; an admin sees the scan beside the masked number,
// verifies the KYC and approves the application on the user's admin page, and Curator appears in
// the user's menu; an admin suspends
// a seller, whose listing leaves the home page and whose session ends at their next request (and
// sign-in then says why); reinstating brings the listing back.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage, type WatchedPage } from './browser'
import { accountJourneyPhones, signInWithPhone, submitSignIn, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const browser = browserForFile()

let signedInAdmin: WatchedPage | undefined

/** A 1×1 PNG: the masked Aadhaar's stand-in (its bytes are checked as a PNG). */
const maskedAadhaarPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

/** The journeys' admin, signed in once (a second sign-in would wait out the number's resend gap). */
async function adminPage(): Promise<WatchedPage> {
  if (!signedInAdmin) {
    signedInAdmin = await openPage(browser(), baseURL)
    await signInWithPhone(signedInAdmin.page, baseURL, accountJourneyPhones.admin)
  }
  return signedInAdmin
}

/** On the admin's user page of the user found by `phone` in /admin/usermanager. */
async function openUserAsAdmin(page: Page, phone: string): Promise<void> {
  await page.goto('/admin/usermanager')
  await page.getByLabel('Name, phone or e-mail').fill(phone.replace(/^\+91/, ''))
  await page.getByRole('button', { name: 'Find users' }).click()
  await page.getByRole('status').filter({ hasText: /^1 user$/ }).waitFor()
  await page.getByRole('list', { name: 'Users' }).getByRole('link').click()
  await page.waitForURL('**/admin/user/edit/**')
}

/** A decision on the admin's user page: the reason, then the button. */
async function decide(page: Page, form: string, reason: string, button: string): Promise<void> {
  const decision = page.getByRole('form', { name: form })
  await decision.getByLabel('Reason').fill(reason)
  await decision.getByRole('button', { name: button }).click()
}

describe('running the marketplace', () => {
  it('a user applies as a dealer, an admin approves, and Curator appears in their menu', async () => {
    const applicant = await openPage(browser(), baseURL)
    await signInWithPhone(applicant.page, baseURL, accountJourneyPhones.applicant)
    await applicant.page.goto('/profile')
    const section = applicant.page.getByRole('region', { name: 'Become a dealer' })
    await section.getByLabel('State of your RERA registration').selectOption('Maharashtra')
    // A MahaRERA project number is not an agent's: the form says what one looks like.
    await section.getByLabel('RERA agent registration number').fill('P51700012345')
    await section.getByLabel('Agency name').fill('Menon Realty')
    await section.getByLabel('Office address').fill('Shop 4, Hiranandani Estate, Thane West 400607')
    await section.getByRole('button', { name: 'Apply to become a dealer' }).click()
    await section.getByText('This is not a Maharashtra RERA agent registration number (it looks like A51700012345)').waitFor()
    await section.getByLabel('RERA agent registration number').fill('a517 0001 2345')
    await section.getByRole('button', { name: 'Apply to become a dealer' }).click()
    await section.getByText(/is\s+waiting for an admin/).waitFor()
    expect(await section.innerText()).toContain('A51700012345')
    const mainNav = applicant.page.getByRole('navigation', { name: 'Main' })
    expect(await mainNav.getByRole('link', { name: 'Curator' }).count()).toBe(0)

    // KYC with the scan: for Aadhaar the form asks for the masked Aadhaar, and a scan is required.
    const kyc = applicant.page.getByRole('region', { name: 'KYC verification' })
    await kyc.getByText(/attach the masked Aadhaar you download from UIDAI's site/).waitFor()
    await kyc.getByLabel('Aadhaar number').fill('4987 1234 5679')
    await kyc.getByRole('button', { name: 'Submit for verification' }).click()
    await kyc.getByText('Attach a scan of your ID: the front, and the back if it has one (PDF, JPEG or PNG)').waitFor()
    await kyc.getByLabel('Masked Aadhaar (front)').setInputFiles({ name: 'masked-aadhaar.png', mimeType: 'image/png', buffer: maskedAadhaarPng })
    await kyc.getByRole('button', { name: 'Submit for verification' }).click()
    await kyc.getByText('Pending review').waitFor()
    await kyc.getByRole('list', { name: 'Scans sent' }).getByText('Front: masked-aadhaar.png').waitFor()
    expect(await kyc.innerText()).toContain('XXXX XXXX 5679')

    const admin = await adminPage()
    await openUserAsAdmin(admin.page, accountJourneyPhones.applicant)
    const adminKyc = admin.page.getByRole('region', { name: 'KYC' })
    await adminKyc.getByText('XXXX XXXX 5679').waitFor()
    const scan = adminKyc.getByRole('list', { name: 'KYC scans' }).getByRole('img', { name: 'KYC scan, front' })
    await scan.waitFor()
    await expect.poll(() => scan.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1)
    await decide(admin.page, 'KYC decision', 'The masked Aadhaar matches the name', 'Verify KYC')
    await adminKyc.getByText('Verified', { exact: true }).waitFor()
    await admin.page.getByRole('region', { name: 'Audit trail' }).getByText('The masked Aadhaar matches the name').waitFor()
    await decide(admin.page, 'Dealer application decision', 'RERA certificate checked on the MahaRERA site', 'Approve dealer')
    await admin.page.getByRole('region', { name: 'Dealer application' }).getByText('Approved', { exact: true }).waitFor()
    await admin.page.getByRole('region', { name: 'Audit trail' }).getByText('RERA certificate checked on the MahaRERA site').waitFor()

    // The applicant's next page load shows Curator in the header, and My Properties leads there.
    await applicant.page.reload()
    await mainNav.getByRole('link', { name: 'Curator' }).waitFor()
    await applicant.page.getByRole('region', { name: 'Dealer' }).getByText(/You are a dealer/).waitFor()
    await applicant.page.getByRole('button', { name: /^Profile:/ }).click()
    expect(await applicant.page.getByRole('link', { name: 'My Properties' }).getAttribute('href')).toBe('/dealer')
    expect(unexpectedErrors(applicant.errors)).toEqual([])
    expect(unexpectedErrors(admin.errors)).toEqual([])
  })

  it('an admin suspends a seller: their listing leaves the home page and their session ends; reinstating brings it back', async () => {
    const seller = await openPage(browser(), baseURL)
    await signInWithPhone(seller.page, baseURL, accountJourneyPhones.suspended)
    const locality = `Suspension Lane ${Date.now()}`
    const title = `Villa on ${locality}`
    // The seller lists a villa (through the API, as the property form would send it).
    const status = await seller.page.evaluate(
      async ({ title, locality }) => {
        const headers = { 'content-type': 'application/json' }
        await fetch('/api/users/me/seller-role', { method: 'POST', headers })
        const side = 0.001
        const vertices = [
          { latitude: 30.71, longitude: 76.71 },
          { latitude: 30.71, longitude: 76.71 + side },
          { latitude: 30.71 + side, longitude: 76.71 + side },
          { latitude: 30.71 + side, longitude: 76.71 },
        ]
        const body = {
          basicInfo: { title, type: 'residential', subType: 'villa', status: 'active', listingType: 'sale' },
          location: { address: { line1: 'Plot 7', locality, city: 'Mohali', state: 'Punjab', postalCode: '160071' }, geofence: { vertices } },
          financial: { pricing: { totalPrice: 21_500_000 } },
          specifications: { area: { total: 2400, unit: 'sqft' }, rooms: { bedrooms: 4, bathrooms: 3 } },
        }
        return (await fetch('/api/properties', { method: 'POST', headers, body: JSON.stringify(body) })).status
      },
      { title, locality },
    )
    expect(status).toBe(201)

    const visitor = await openPage(browser(), baseURL)
    const home = `/?city=Mohali&locality=${encodeURIComponent(locality)}`
    await visitor.page.goto(home)
    await visitor.page.getByRole('heading', { name: title }).waitFor()

    const admin = await adminPage()
    await openUserAsAdmin(admin.page, accountJourneyPhones.suspended)
    await decide(admin.page, 'Suspend', 'Listings with made-up prices', 'Suspend user')
    await admin.page.getByRole('region', { name: 'Suspension' }).getByText(/Listings with made-up prices/).first().waitFor()

    // Gone from the home page.
    await visitor.page.goto(home)
    await visitor.page.getByText(/No (properties|listings)|nothing matches/i).first().waitFor()
    expect(await visitor.page.getByRole('heading', { name: title }).count()).toBe(0)

    // The seller's next request is refused: the session ends and the sign-in page says why.
    await seller.page.goto('/profile')
    await seller.page.waitForURL((url) => url.pathname === '/login')
    await submitSignIn(seller.page, baseURL, accountJourneyPhones.suspended)
    await seller.page.getByText('This account is suspended. Contact support@vishwas.example to have it reinstated.').waitFor()

    await decide(admin.page, 'Reinstate', 'Prices corrected', 'Reinstate user')
    await admin.page.getByRole('form', { name: 'Suspend' }).waitFor()
    await visitor.page.goto(home)
    await visitor.page.getByRole('heading', { name: title }).waitFor()
    expect(unexpectedErrors(admin.errors)).toEqual([])
    expect(unexpectedErrors(visitor.errors)).toEqual([])
  })
})
