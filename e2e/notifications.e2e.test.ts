// Live notifications: a signed-in user's bell counts up without a reload when another user, in a
// second browser, names them a co-owner of a new listing (an invitation). The invitee, on a phone,
// opens the notifications page from the bell, follows nothing yet and marks everything read.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage } from './browser'
import { journeySellerPhones, signInWithPhone, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const browser = browserForFile()
const phone = { width: 360, height: 740 }

async function myId(page: Page): Promise<string> {
  const response = await page.request.get(`${baseURL}/api/users/me`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { user: { id: string } }).user.id
}

describe('notifications', () => {
  it("the invitee's bell rises live when another user names them a co-owner", async () => {
    const invitee = await openPage(browser(), baseURL)
    await signInWithPhone(invitee.page, baseURL, journeySellerPhones.invitee)
    await invitee.page.setViewportSize(phone)
    const inviteeId = await myId(invitee.page)
    const bell = invitee.page.getByRole('link', { name: /^Notifications, / })
    await bell.waitFor()
    const before = (await bell.getAttribute('aria-label')) ?? ''
    const unreadBefore = /(\d+) unread/.exec(before)?.[1] ?? '0'

    const inviter = await openPage(browser(), baseURL)
    await signInWithPhone(inviter.page, baseURL, journeySellerPhones.inviter)
    const inviterId = await myId(inviter.page)
    const title = `Shared flat ${Date.now()}`
    const created = await inviter.page.request.post(`${baseURL}/api/properties`, {
      data: {
        basicInfo: { title, type: 'residential', subType: 'apartment', status: 'active', listingType: 'sale' },
        location: {
          address: { line1: 'Flat 3, Mall Road', city: 'Shimla', state: 'Himachal Pradesh' },
          geofence: {
            vertices: [
              { latitude: 31.1, longitude: 77.17 },
              { latitude: 31.1, longitude: 77.1703 },
              { latitude: 31.1003, longitude: 77.1703 },
              { latitude: 31.1003, longitude: 77.17 },
            ],
          },
        },
        financial: { pricing: { totalPrice: 9_500_000 } },
        specifications: { area: { total: 1100, unit: 'sqft' } },
        ownership: {
          owners: [
            { userId: inviterId, share: 60 },
            { userId: inviteeId, share: 40 },
          ],
        },
      },
    })
    expect(created.status()).toBe(201)
    const { reference } = ((await created.json()) as { property: { reference: string } }).property

    // No reload: the stream brings it.
    await invitee.page.getByRole('link', { name: `Notifications, ${Number(unreadBefore) + 1} unread` }).waitFor({ timeout: 15_000 })
    await bell.click()
    await invitee.page.waitForURL('**/notifications')
    const item = invitee.page.getByRole('listitem').filter({ hasText: `You are invited to be an owner of ${reference}` })
    await item.waitFor()
    await expect(item.getByRole('link', { name: `You are invited to be an owner of ${reference}` }).getAttribute('href')).resolves.toBe('/profile')
    await invitee.page.getByRole('button', { name: 'Mark all as read' }).click()
    await invitee.page.getByRole('link', { name: 'Notifications, none unread' }).waitFor()
    await invitee.page.getByText('All caught up').waitFor()
    expect(unexpectedErrors(invitee.errors)).toEqual([])
    expect(unexpectedErrors(inviter.errors)).toEqual([])
  })
})
