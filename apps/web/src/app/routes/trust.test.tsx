// The trust banner and the footer keep SPEC's words and link to pages saying what backs each
// claim today; the home page claims nothing the product does not do.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../testing/fake-api'
import { makeProperty, pageOf } from '../../testing/fixtures'
import { renderRoutes } from '../../testing/render'
import { trustClaimSlugs } from '../../config/paths'
import { trustClaimBySlug } from '../../features/trust/trust-claims'
import { routes } from '../router'

function api() {
  return fakeApi({ 'GET /api/properties/public': () => ({ body: pageOf([makeProperty({ title: 'Garden villa in Kharar' })]) }) })
}

describe('trust pages', () => {
  it('has a page for every claim the banner and footer link to', () => {
    for (const slug of trustClaimSlugs) expect(trustClaimBySlug(slug)?.today.length).toBeGreaterThan(0)
  })

  it("links each claim of the banner to a page saying what backs it today: no escrow until payments land", async () => {
    api()
    const { router } = renderRoutes(routes, '/')
    await screen.findByText('Garden villa in Kharar')
    const banner = screen.getByRole('region', { name: 'Why buyers trust us' })
    expect(within(banner).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/trust/escrow', '/trust/verified-listings', '/trust/commission'])
    await userEvent.setup().click(within(banner).getByRole('link', { name: /Secure escrow/ }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Escrow' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/trust/escrow')
    const page = screen.getByRole('article')
    expect(page.textContent).toMatch(/No bank escrow account and no trustee approved by a regulator hold it/)
    expect(within(page).getByRole('heading', { name: 'What backs it today' })).toBeTruthy()
    expect(within(page).getByRole('heading', { name: 'How it is checked' })).toBeTruthy()
  })

  it('says no listing is registry-certified, and names the checks the cards show', async () => {
    renderRoutes(routes, '/trust/verified-listings')
    const page = await screen.findByRole('article')
    expect(within(page).getByRole('heading', { level: 1, name: 'Verified and certified listings' })).toBeTruthy()
    expect(page.textContent).toMatch(/No listing is certified by a land registry/)
    for (const check of ['Owner KYC verified', 'Valid boundary on the map', 'RERA number given', 'Nothing checked yet']) expect(page.textContent).toContain(check)
  })

  it('lists every claim on /trust, each linking to its page, and sends an unknown claim home with Page not found', async () => {
    const { router } = renderRoutes(routes, '/trust')
    await screen.findByRole('heading', { level: 1, name: 'What backs our claims' })
    const links = screen.getAllByRole('link').filter((a) => a.closest('main') && a.getAttribute('href')?.startsWith('/trust/'))
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/trust/escrow',
      '/trust/verified-listings',
      '/trust/commission',
      '/trust/support',
      '/trust/government-registration',
      '/trust/secure-connection',
    ])
    api()
    await router.navigate('/trust/bank-guarantee')
    expect(await screen.findByText('Page not found')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })

  it('no longer promises registry checks or escrow on the home page', async () => {
    api()
    renderRoutes(routes, '/')
    await screen.findByText('Garden villa in Kharar')
    const main = screen.getByRole('main')
    expect(main.textContent).not.toMatch(/registry|escrow|every rupee/i)
    expect(within(main).getByRole('heading', { level: 1 }).textContent).not.toMatch(/verified/i)
  })

  it("describes the site to search engines without promising escrow or registry checks", () => {
    const html = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8')
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
    expect(description).toMatch(/what has actually been checked/)
    expect(description).not.toMatch(/escrow|registry|certified|verified properties|lowest commission/i)
  })
})
