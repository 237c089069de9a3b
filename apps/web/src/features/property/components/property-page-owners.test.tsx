// The public property page names no one: the server sends the public view (owners as "Owner",
// whether ownership is verified, whether a dealer curates it) and the page renders what it gets.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toPublicProperty } from '@vishwas/domain'
import { fakeApi } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import { PropertyPage } from './property-page'

function renderPublic(property: unknown, id: string) {
  fakeApi({
    'GET /api/properties/public/.+': () => ({ body: { success: true, property } }),
    'PATCH /api/properties/.+/views': () => ({ body: { success: true, views: 8 } }),
  })
  return renderRoutes([{ path: '/:propertyId', element: <PropertyPage idOrReference={id} /> }], `/${id}`)
}

describe('PropertyPage ownership', () => {
  it('shows "Owner", not verified, and whether a dealer curates it, and no one by name', async () => {
    const base = makeProperty({ title: 'Villa in Sector 82' })
    const stored = {
      ...base,
      ownership: { owners: [{ userId: 'did-asha', name: 'Asha Verma', share: 100 }], ownerId: 'did-asha' },
      dealerInfo: { currentDealer: { userId: 'did-dealer' } },
    }
    renderPublic(toPublicProperty(stored), base.id)
    const section = await screen.findByRole('region', { name: 'Ownership' })
    expect(within(section).getByText('Owner')).toBeTruthy()
    expect(within(section).getByText('Not verified')).toBeTruthy()
    expect(within(section).getByText('Curated by a dealer')).toBeTruthy()
    expect(document.body.textContent).not.toContain('Asha')
    expect(document.body.textContent).not.toContain('did-')
  })

  it('says when no dealer curates the listing and when ownership is verified', async () => {
    const base = makeProperty({ title: 'Shop in Phase 7' })
    const view = { ...toPublicProperty(base), ownership: { isPrivate: true, label: 'Owner', verified: true } }
    renderPublic(view, base.id)
    const section = await screen.findByRole('region', { name: 'Ownership' })
    expect(within(section).getByText('Verified')).toBeTruthy()
    expect(within(section).getByText('No dealer')).toBeTruthy()
  })
})
