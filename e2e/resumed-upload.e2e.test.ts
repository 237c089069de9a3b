// An upload cut halfway carries on from where it stopped, not from zero (issue #21, SPEC §4: Indian
// mobile connections drop). A seller on a phone (360 px) sends a 10 MB walk-through video; when
// 60 % of it is on the server the connection drops (every request to the upload endpoint fails for
// a few seconds) and then comes back. The resumed upload asks the server how much it has (HEAD) and
// sends only the rest: its next PATCH starts at the server's offset, the bytes sent again are none,
// and the video lands in the listing's gallery.
import type { Page, Request } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, openPage } from './browser'
import { journeySellerPhones, signInWithPhone, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const browser = browserForFile()
const PHONE = { width: 360, height: 780 }
const SIZE = 10 * 1024 * 1024
/** How long the connection stays down: long enough for two failed retries of tus-js-client (0 s, 1 s), short of its last. */
const OUTAGE_MS = 3_500

/** An MP4's first box (what the server's signature check reads) and then 10 MB of movie data. */
const video = () => {
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)])
  return { name: 'walkthrough.mp4', mimeType: 'video/mp4', buffer: Buffer.concat([head, Buffer.alloc(SIZE - head.length, 7)]) }
}

/** A live flat of the signed-in seller's, created through the API with the session's cookie; its id. */
async function createFlat(page: Page, title: string): Promise<string> {
  const response = await page.request.post(`${baseURL}/api/properties`, {
    data: {
      basicInfo: { title, type: 'residential', subType: 'apartment', status: 'active', listingType: 'sale' },
      location: { address: { line1: 'Flat 11, Sector 70', city: 'Mohali', state: 'Punjab' } },
      financial: { pricing: { totalPrice: 7_200_000 } },
      specifications: { area: { total: 1350, unit: 'sqft' }, rooms: { bedrooms: 3, bathrooms: 2 } },
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { property: { id: string } }).property.id
}

type Sent = { method: string; offset: number | null; bytes: number; at: number; outcome: 'sent' | 'cut' }

describe('a resumed upload', () => {
  it('a video cut at 60 % resumes from the server’s offset and lands in the gallery', async () => {
    const seller = await openPage(browser(), baseURL)
    await signInWithPhone(seller.page, baseURL, journeySellerPhones.resume)
    await seller.page.setViewportSize(PHONE)
    const page = seller.page
    const id = await createFlat(page, `Walk-through flat ${Date.now()}`)

    // Every request to the upload endpoint, as the browser sends it; during the outage none reaches the server.
    const sent: Sent[] = []
    const serverOffsets: { at: number; offset: number }[] = []
    let outageUntil = 0
    let outageStarted = 0
    await page.route(/\/api\/uploads(\/|$)/, async (route) => {
      const request: Request = route.request()
      const header = request.headers()['upload-offset']
      const offset = header === undefined ? null : Number(header)
      const bytes = request.postDataBuffer()?.length ?? 0
      const now = Date.now()
      // The connection drops when the first piece at or past 60 % is about to go.
      if (outageStarted === 0 && request.method() === 'PATCH' && offset !== null && offset >= 0.6 * SIZE) {
        outageStarted = now
        outageUntil = now + OUTAGE_MS
      }
      if (now < outageUntil) {
        sent.push({ method: request.method(), offset, bytes, at: now, outcome: 'cut' })
        return route.abort('internetdisconnected')
      }
      sent.push({ method: request.method(), offset, bytes, at: now, outcome: 'sent' })
      return route.continue()
    })
    // What the server says it holds, each time the client asks (HEAD) or a piece lands (PATCH).
    page.on('response', (response) => {
      if (!/\/api\/uploads\//.test(response.url())) return
      const offset = response.headers()['upload-offset']
      if (offset !== undefined) serverOffsets.push({ at: Date.now(), offset: Number(offset) })
    })

    await page.goto(`/seller/properties/${id}`)
    const manager = page.getByRole('region', { name: 'Photos and videos' })
    await manager.getByText('No photos or videos yet.', { exact: false }).waitFor()
    await manager.getByLabel('What you are adding').selectOption('videos')
    await manager.getByLabel('Choose files').setInputFiles(video())

    // While the connection is down the bar stays where it was cut, at 60 %.
    const uploads = manager.getByRole('list', { name: 'Uploads' })
    await expect.poll(() => outageStarted, { timeout: 30_000 }).toBeGreaterThan(0)
    await expect.poll(() => uploads.getByRole('progressbar', { name: 'Upload of walkthrough.mp4' }).getAttribute('value')).toMatch(/^0\.[6-9]/)
    expect(await uploads.getByText('Done').count()).toBe(0)

    // Then it comes back and finishes.
    await expect.poll(() => uploads.getByText('Done').count(), { timeout: 60_000 }).toBe(1)
    const order = manager.getByRole('list', { name: 'Gallery order' })
    await order.getByRole('listitem').filter({ hasText: 'walkthrough.mp4' }).getByText('Video').waitFor()

    // One upload, created once: the resumed one is the same upload, not a new one from zero.
    expect(sent.filter((request) => request.method === 'POST' && request.outcome === 'sent')).toHaveLength(1)
    const cutAt = sent.find((request) => request.outcome === 'cut' && request.method === 'PATCH')?.offset
    expect(cutAt).toBeGreaterThanOrEqual(0.6 * SIZE)
    expect(cutAt).toBeLessThan(0.7 * SIZE)
    expect(sent.filter((request) => request.outcome === 'cut').length).toBeGreaterThanOrEqual(2)

    // After the outage the client first asks the server how much it has, and the next piece starts there.
    const after = sent.filter((request) => request.outcome === 'sent' && request.at >= outageUntil)
    expect(after[0]?.method).toBe('HEAD')
    const firstPatch = after.find((request) => request.method === 'PATCH')
    const answered = serverOffsets.filter((answer) => answer.at >= outageUntil)[0]?.offset
    expect(answered).toBe(cutAt)
    expect(firstPatch?.offset).toBe(answered)
    // The pieces after resuming carry exactly the rest of the file, each where the last one ended.
    const resumed = after.filter((request) => request.method === 'PATCH')
    expect(resumed.reduce((total, request) => total + request.bytes, 0)).toBe(SIZE - (answered ?? 0))
    resumed.slice(1).forEach((request, index) => expect(request.offset).toBe((resumed[index]?.offset ?? 0) + (resumed[index]?.bytes ?? 0)))
    // And before the cut, nothing was sent twice either: 0, 2, 4, 6 MB … in order.
    const patches = sent.filter((request) => request.method === 'PATCH' && request.outcome === 'sent')
    expect(patches.map((request) => request.offset)).toEqual([...patches].map((request) => request.offset).sort((a, b) => (a ?? 0) - (b ?? 0)))
    expect(new Set(patches.map((request) => request.offset)).size).toBe(patches.length)

    // The aborted requests are the outage itself, not errors of the page.
    expect(unexpectedErrors(seller.errors).filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error))).toEqual([])
  })
})
