import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { makeProperty, type ListedProperty } from '../../../testing/fixtures'
import { ListingCard } from './listing-card'

function renderCards(...properties: ListedProperty[]) {
  const element = (
    <ul>
      {properties.map((property) => (
        <li key={property.id}>
          <ListingCard property={property} />
        </li>
      ))}
    </ul>
  )
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />)
  return screen.getAllByRole('article')
}

const withoutBoundary = (property: ListedProperty): ListedProperty => ({ ...property, location: { ...property.location, geofence: { vertices: [] } } })

describe('ListingCard: what has been checked', () => {
  it("says 'Nothing checked yet' plainly when no check holds", () => {
    const [card] = renderCards(withoutBoundary(makeProperty()))
    expect(within(card!).getByText('Nothing checked yet')).toBeTruthy()
    expect(within(card!).queryByRole('list', { name: 'Checked for this listing' })).toBeNull()
    expect(card!.textContent).not.toMatch(/verified|registry|certified/i)
  })

  it("lists the checks that hold from the listing's data: owner KYC, documents, a valid boundary", () => {
    const [card] = renderCards(makeProperty({ verification: { ownerKycVerified: true, verifiedDocuments: 2 } }))
    const checks = within(card!).getByRole('list', { name: 'Checked for this listing' })
    expect(within(checks).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2 documents verified', 'Owner KYC verified', 'Valid boundary on the map'])
    expect(within(card!).queryByText('Nothing checked yet')).toBeNull()
  })

  it('warns when a RERA number is required and missing, without counting the warning as a check', () => {
    const base = withoutBoundary(makeProperty())
    const project: ListedProperty = { ...base, basicInfo: { ...base.basicInfo, constructionStatus: 'under-construction', reraNumber: undefined } }
    const [card] = renderCards(project)
    expect(within(card!).getByText('Nothing checked yet')).toBeTruthy()
    expect(within(within(card!).getByRole('list', { name: 'Checked for this listing' })).getByRole('listitem').textContent).toBe('RERA number missing (required for this listing)')
    const given: ListedProperty = { ...project, basicInfo: { ...project.basicInfo, reraNumber: 'P52100012345' } }
    const [again] = renderCards(given).slice(-1)
    expect(within(again!).getByText('RERA number given')).toBeTruthy()
  })
})

describe('ListingCard without photos', () => {
  it('shows the locality, the kind and the key figures large, so two listings do not look alike', () => {
    const flat = makeProperty({ title: 'Flat' })
    const plotBase = makeProperty({ title: 'Plot', city: 'Kharar' })
    const plot: ListedProperty = {
      ...plotBase,
      basicInfo: { ...plotBase.basicInfo, type: 'land', subType: 'plot', reraNumber: undefined },
      location: { ...plotBase.location, address: { city: 'Kharar', state: 'Punjab', country: 'India' } },
      specifications: { ...plotBase.specifications, area: { total: 250, unit: 'sqm' }, rooms: { bedrooms: 0, bathrooms: 0 } },
    }
    const [flatCard, plotCard] = renderCards(flat, plot)
    const flatPicture = flatCard!.firstElementChild as HTMLElement
    const plotPicture = plotCard!.firstElementChild as HTMLElement
    expect(within(flatPicture).getByText('Sector 70')).toBeTruthy()
    expect(within(flatPicture).getByText('3 BHK · Apartment')).toBeTruthy()
    expect(within(flatPicture).getByText('1,200 sq.ft.')).toBeTruthy()
    // No locality: the city stands in; a plot has no BHK.
    expect(within(plotPicture).getByText('Kharar')).toBeTruthy()
    expect(within(plotPicture).getByText('Plot')).toBeTruthy()
    expect(within(plotPicture).getByText('250 m²')).toBeTruthy()
    expect(plotPicture.textContent).not.toMatch(/BHK/)
    expect(plotPicture.className).not.toBe(flatPicture.className)
  })

  it('shows no area in the picture of a listing without one', () => {
    const base = makeProperty()
    const [card] = renderCards({ ...base, specifications: { ...base.specifications, area: { total: 0, unit: 'sqft' } } })
    expect(card!.textContent).not.toMatch(/sq\.ft\.|0\.00/)
  })
})
