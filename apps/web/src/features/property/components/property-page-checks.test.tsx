import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { makeProperty, type ListedProperty } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import { PropertyPage } from './property-page'

function showProperty(property: ListedProperty) {
  fakeApi({
    'GET /api/properties/public/.+': () => ({ body: { success: true, property } }),
    'PATCH /api/properties/.+/views': () => ({ body: { success: true, counted: true, views: 8 } }),
  })
  renderRoutes([{ path: '/:propertyId', element: <PropertyPage idOrReference={property.id} /> }], `/${property.id}`)
}

async function checksSection() {
  return screen.findByRole('region', { name: 'Checked for this listing' })
}

describe('PropertyPage: what has been checked', () => {
  it('lists every check with whether it holds, and links to what each check means', async () => {
    const base = makeProperty({ verification: { ownerKycVerified: true, verifiedDocuments: 0 } })
    showProperty({ ...base, basicInfo: { ...base.basicInfo, constructionStatus: 'new-launch' } })
    const section = await checksSection()
    const items = within(within(section).getByRole('list', { name: 'Checks of this listing' })).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['No documents verified yet', 'Owner KYC verified', 'Valid boundary on the map', 'RERA number given'])
    expect(within(section).queryByText('Nothing checked yet')).toBeNull()
    expect(within(section).getByRole('link', { name: 'What each check means' }).getAttribute('href')).toBe('/trust/verified-listings')
    // The boundary is the seller's drawing, not a registered survey.
    expect(screen.getByText(/Plot boundary as drawn by the seller, 4 corners/)).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/registered geofence|registry/i)
  })

  it("says 'Nothing checked yet' plainly, and warns of a required RERA number that is missing", async () => {
    const base = makeProperty()
    showProperty({
      ...base,
      basicInfo: { ...base.basicInfo, constructionStatus: 'under-construction', reraNumber: undefined },
      location: { ...base.location, geofence: { vertices: [] } },
    })
    const section = await checksSection()
    expect(within(section).getByText('Nothing checked yet')).toBeTruthy()
    const items = within(within(section).getByRole('list', { name: 'Checks of this listing' })).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['No documents verified yet', 'Owner KYC not verified', 'No boundary on the map', 'RERA number missing (required for this listing)'])
  })
})
