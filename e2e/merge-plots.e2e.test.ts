// A seller merges two adjacent plots from the portfolio: ticks both, sees their merged outline
// with equal contributions, and requests the merge; the merged plot waits for approval.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage, serveBlankTiles } from './browser'
import { journeySellerPhones, signInWithPhone, unexpectedErrors } from './session'

const baseURL = inject('baseURL')

const browser = browserForFile()

/** A plot of the signed-in seller's west of `longitude` + 0.001, created through the API. */
async function createPlot(page: Page, title: string, longitude: number): Promise<void> {
  const vertices = [
    { latitude: 21.2, longitude },
    { latitude: 21.2, longitude: longitude + 0.001 },
    { latitude: 21.201, longitude: longitude + 0.001 },
    { latitude: 21.201, longitude },
  ]
  const response = await page.request.post(`${baseURL}/api/properties`, {
    data: {
      basicInfo: { title, type: 'land', subType: 'plot', status: 'active', listingType: 'sale' },
      location: { address: { line1: 'Survey 7', city: 'Nagpur', state: 'Maharashtra' }, geofence: { vertices } },
      financial: { pricing: { totalPrice: 6_000_000 } },
      specifications: { area: { total: 1, unit: 'acres' } },
    },
  })
  expect(response.status()).toBe(201)
}

describe('merging plots', () => {
  it('a seller merges two adjacent plots into one pending plot', async () => {
    const { page, errors } = await openPage(browser(), baseURL)
    await serveBlankTiles(page)
    await signInWithPhone(page, baseURL, journeySellerPhones.merge)
    const stamp = Date.now()
    await createPlot(page, `West field ${stamp}`, 79.1)
    await createPlot(page, `East field ${stamp}`, 79.101)

    await page.goto(`/seller/properties?q=${stamp}`)
    await page.getByRole('checkbox', { name: `Select West field ${stamp}` }).first().check()
    await page.getByRole('checkbox', { name: `Select East field ${stamp}` }).first().check()
    await page.getByRole('link', { name: 'Merge' }).click()
    await page.waitForURL('**/seller/properties/merge?ids=*')
    await page.getByText('The plots form one outline', { exact: false }).waitFor()
    await page.getByTestId('merge-map').waitFor()
    expect(await page.getByLabel('Contribution (%)').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['50', '50'])
    await page.getByLabel('Title of the merged plot (optional)').fill(`Joined field ${stamp}`)
    await page.getByRole('button', { name: 'Request merge' }).click()
    await page.getByText('is pending approval', { exact: false }).waitFor()
    await page.getByRole('link', { name: `Joined field ${stamp}` }).click()
    await page.getByRole('heading', { name: `Joined field ${stamp}` }).waitFor()

    expect(unexpectedErrors(errors)).toEqual([])
  })
})
