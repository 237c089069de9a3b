// The saved-search alert job: a listing that newly matches a saved search (new, or made active)
// notifies the search's owner once, at most once a day per search, never about their own
// listing nor one that was there when the search was saved, nor one the search does not list.
import type { Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, propertyBody, propertyOf, requestAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'

const kit = usePropertyKit()
const HOUR = 60 * 60 * 1000

async function runAlerts(at: Date): Promise<number> {
  const job = kit.app.jobs.jobs.find((candidate) => candidate.name === 'saved-search-alerts')
  if (!job) throw new Error('the saved-search-alerts job is not scheduled')
  return job.run({ now: at, signal: new AbortController().signal, log: kit.app.log })
}

const save = async (caller: Caller, name: string, query: string) =>
  expect((await requestAs(kit, caller, { method: 'POST', url: '/api/users/me/saved-searches', payload: { name, query } })).statusCode).toBe(201)

type Listed = { notifications: { kind: string; title: string; body: string; link?: string }[] }
const alertsOf = async (caller: Caller) => (await requestAs(kit, caller, { url: '/api/notifications' })).json<Listed>().notifications.filter((item) => item.kind === 'saved-search')

function listing(title: string, city = 'Mohali', status = 'active') {
  const body = propertyBody()
  const location = body.location as { address: Record<string, unknown> }
  return { ...body, basicInfo: { title, type: 'residential', subType: 'apartment', status, listingType: 'sale' }, location: { ...location, address: { ...location.address, city } } }
}

describe('saved-search alerts', () => {
  it('tell the owner of a search about new matches once, at most daily, never about their own or older listings', async () => {
    await createAs(kit, 'otherSeller', listing('Listed before the search'))
    await save('buyer', 'Flats in Mohali', 'city=Mohali&listingType=sale')
    await save('seller', 'Mohali too', 'city=mohali')
    const start = new Date(Date.now() + HOUR)
    // Nothing new yet.
    expect(await runAlerts(start)).toBe(0)
    const first = await createAs(kit, 'seller', listing('Sunny flat in Sector 70'))
    await createAs(kit, 'seller', listing('A flat in Pune', 'Pune'))
    // The buyer is told; the seller's own listing is not news to the seller.
    expect(await runAlerts(new Date(start.getTime() + HOUR))).toBe(1)
    const [alert] = await alertsOf('buyer')
    expect(alert).toMatchObject({
      title: "A new listing matches 'Flats in Mohali'",
      body: `Sunny flat in Sector 70 (${first.reference}).`,
      link: '/?listingType=sale&city=Mohali',
    })
    expect(await alertsOf('seller')).toEqual([])
    // Another match the same day waits for the day to pass, and then comes once.
    await createAs(kit, 'otherSeller', listing('Second flat'))
    expect(await runAlerts(new Date(start.getTime() + 3 * HOUR))).toBe(1)
    expect((await alertsOf('seller')).map((item) => item.title)).toEqual(["A new listing matches 'Mohali too'"])
    expect(await alertsOf('buyer')).toHaveLength(1)
    expect(await runAlerts(new Date(start.getTime() + 26 * HOUR))).toBe(1)
    expect((await alertsOf('buyer')).map((item) => item.title)).toEqual(["A new listing matches 'Flats in Mohali'", "A new listing matches 'Flats in Mohali'"])
    expect((await alertsOf('buyer'))[0]?.body).toContain('Second flat')
    // Nothing new: nothing more.
    expect(await runAlerts(new Date(start.getTime() + 60 * HOUR))).toBe(0)
  })

  it('tell of a listing when it becomes active', async () => {
    await save('buyer', 'Mohali', 'city=Mohali')
    const draft = await createAs(kit, 'seller', listing('Soon on the market', 'Mohali', 'draft'))
    const later = new Date(Date.now() + HOUR)
    expect(await runAlerts(later)).toBe(0)
    const stored: Property = propertyOf(await requestAs(kit, 'seller', { url: `/api/properties/${draft.id}` }))
    const activated = await requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${draft.id}`, payload: { ...stored, basicInfo: { ...stored.basicInfo, status: 'active' } } })
    expect(activated.statusCode, activated.body).toBe(200)
    expect(await runAlerts(new Date(later.getTime() + HOUR))).toBe(1)
    expect((await alertsOf('buyer'))[0]?.body).toBe(`Soon on the market (${draft.reference}).`)
  })
})
