// The server's render of a page's first view (the web app's entry-server.tsx, loaded from its
// source here): the listings and the listing are in the HTML, for an anonymous visitor only;
// an unknown path and a missing or private listing answer 404; other pages keep the shell.
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_ROOT } from '../config'
import { createAs, propertyBody, requestAs, usePropertyKit } from '../modules/properties/properties-test-kit'
import { FIRST_VIEW_STATE_ID } from './web'

const kit = usePropertyKit({ env: () => ({ WEB_RENDER_ENTRY: join(SERVER_ROOT, '../web/src/entry-server.tsx') }) })

const EMPTY_ROOT = '<div id="root"></div>'
const TITLE = 'Corner plot beside the Sukhna lake'

async function page(url: string, caller: 'seller' | null = null) {
  const response = await requestAs(kit, caller, { url })
  expect(response.headers['content-type']).toContain('text/html')
  return response
}

describe('the first view rendered on the server', () => {
  it('renders the home page with its listings and the state the browser hydrates with', async () => {
    await createAs(kit, 'seller', propertyBody({ basicInfo: { title: TITLE, type: 'land', status: 'active', listingType: 'sale' } }))
    const response = await page('/')
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain(EMPTY_ROOT)
    expect(response.body).toContain('Properties across India')
    expect(response.body).toContain(TITLE)
    expect(response.body).toContain(`<script type="application/json" id="${FIRST_VIEW_STATE_ID}">`)
  })

  it("renders the home page's filters from the address", async () => {
    await createAs(kit, 'seller', propertyBody({ basicInfo: { title: TITLE, type: 'land', status: 'active', listingType: 'sale' } }))
    expect((await page('/?city=Mohali')).body).toContain(TITLE)
    const elsewhere = await page('/?city=Kochi')
    expect(elsewhere.statusCode).toBe(200)
    expect(elsewhere.body).not.toContain(TITLE)
  })

  it('renders a property page by id and by reference', async () => {
    const property = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: TITLE, type: 'land', status: 'active', listingType: 'sale' } }))
    for (const key of [property.id, property.reference]) {
      const response = await page(`/${key}`)
      expect(response.statusCode, key).toBe(200)
      expect(response.body, key).toContain(TITLE)
      expect(response.body, key).toContain('Sector 70')
    }
  })

  it('answers 404 for a missing listing, a path that is not a listing and an unknown path', async () => {
    for (const url of [`/${randomUUID()}`, '/PROP-NOSUCH-1', '/not-a-listing', '/no/such/page?tab=1']) {
      const response = await page(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).toContain(EMPTY_ROOT)
    }
  })

  it('never renders a listing that is not public, even for its signed-in owner', async () => {
    const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: TITLE, type: 'land', status: 'draft', listingType: 'sale' } }))
    for (const caller of [null, 'seller'] as const) {
      for (const url of [`/${draft.id}`, `/${draft.reference}`]) {
        const response = await page(url, caller)
        expect(response.statusCode, url).toBe(404)
        expect(response.body, url).not.toContain(TITLE)
      }
      const home = await page('/', caller)
      expect(home.statusCode).toBe(200)
      expect(home.body).not.toContain(TITLE)
    }
  })

  it('serves the next anonymous visitor the page rendered a moment ago, and a fresh render after a write', async () => {
    const shown = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: TITLE, type: 'land', status: 'active', listingType: 'sale' } }))
    const viewed = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Farmhouse on the Kharar road', type: 'land', status: 'active', listingType: 'sale' } }))
    expect((await page('/')).body).toContain(TITLE)
    // Taken off the list behind the server's back (as another instance or a job would): the page rendered a moment ago still serves.
    await kit.database.query(`UPDATE properties SET status = 'inactive' WHERE id = $1::uuid`, [shown.id])
    expect((await page('/')).body).toContain(TITLE)
    // A listing's view counted (every visitor's page does it) keeps the page rendered a moment ago.
    expect((await requestAs(kit, null, { method: 'PATCH', url: `/api/properties/${viewed.id}/views` })).statusCode).toBe(200)
    expect((await page('/')).body).toContain(TITLE)
    // A write answered here: the next visitor's page is rendered afresh.
    await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Two rooms near the bus stand', type: 'residential', subType: 'apartment', status: 'active', listingType: 'sale' } }))
    const fresh = (await page('/')).body
    expect(fresh).toContain('Two rooms near the bus stand')
    expect(fresh).not.toContain(TITLE)
  })

  it('renders the sign-in page and the map', async () => {
    for (const url of ['/login', '/map']) {
      const response = await page(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).not.toContain(EMPTY_ROOT)
    }
  })

  it('renders a visitor with the access cookie as not known yet, never as someone', async () => {
    const anonymous = await page('/login')
    expect(anonymous.body).toContain('Sign in or create an account with your mobile number.')
    const withCookie = await requestAs(kit, 'seller', { url: '/login', headers: { cookie: 'vishwas_access=any-token' } })
    expect(withCookie.statusCode).toBe(200)
    expect(withCookie.body).not.toContain('Sign in or create an account with your mobile number.')
    expect(withCookie.body).toContain('Loading...')
    expect(withCookie.body).not.toContain('Priya')
  })

  it('keeps the shell, answering 200, for the pages it does not render', async () => {
    const property = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: TITLE, type: 'land', status: 'active', listingType: 'sale' } }))
    for (const url of ['/profile', '/seller/dashboard', `/${property.id}/tools`, '/Home']) {
      const response = await page(url, 'seller')
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain(EMPTY_ROOT)
      expect(response.body, url).not.toContain(TITLE)
    }
  })
})
