import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LoadingDots } from './loading-dots'
import { pageItems } from './pagination'
import { outlinePoints, PlotOutline } from './plot-outline'
import { ListingPriceTag, PriceTag } from './price-tag'

describe('LoadingDots', () => {
  it("says 'Loading...' by default and takes a message", () => {
    const { rerender } = render(<LoadingDots />)
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    rerender(<LoadingDots message="Fetching listings" />)
    expect(screen.getByRole('status').textContent).toBe('Fetching listings')
  })
})

describe('PriceTag', () => {
  it('shows lakh / crore and gives the full Indian-grouped amount to screen readers', () => {
    render(<PriceTag amount={23_456_789} />)
    expect(screen.getByText('₹2.35 Cr').getAttribute('title')).toBe('₹2,34,56,789')
    expect(screen.getByText('₹2,34,56,789').className).toContain('sr-only')
  })

  it('marks rents per month', () => {
    render(<PriceTag amount={85_000} suffix="/month" />)
    expect(screen.getByText('₹85,000 per month')).toBeTruthy()
  })
})

describe('ListingPriceTag', () => {
  it('prices a rent and a lease per month, a sale whole, and no price on request', () => {
    const { rerender, container } = render(<ListingPriceTag amount={85_000} listingType="lease" />)
    expect(screen.getByText('₹85,000 per month')).toBeTruthy()
    rerender(<ListingPriceTag amount={85_000} listingType="rent" />)
    expect(screen.getByText('₹85,000 per month')).toBeTruthy()
    rerender(<ListingPriceTag amount={8_500_000} listingType="sale" />)
    expect(screen.getByText('₹85,00,000')).toBeTruthy()
    expect(container.textContent).not.toContain('month')
    rerender(<ListingPriceTag amount={0} listingType="sale" />)
    expect(container.textContent).toBe('Price on request')
  })
})

describe('pageItems', () => {
  it('keeps first, last and the neighbours of the current page', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageItems(2, 3)).toEqual([1, 2, 3])
  })
})

describe('PlotOutline', () => {
  it('fits the boundary into the box, north up, keeping its proportions', () => {
    // A plot twice as wide (east-west) as it is tall, near the equator.
    const points = outlinePoints([
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 0.002 },
      { latitude: '0.001', longitude: '0.002' },
      { latitude: 0.001, longitude: 0 },
    ])
    expect(points).toEqual([
      [12, 74],
      [88, 74],
      [88, 36],
      [12, 36],
    ])
  })

  it('uses the width of a wide box', () => {
    const square = [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 0.001 },
      { latitude: 0.001, longitude: 0.001 },
      { latitude: 0.001, longitude: 0 },
    ]
    // 200 x 100 box, 20 free at the top for badges and 10 at the bottom: the square is 70 high, centred across.
    expect(outlinePoints(square, 2)).toEqual([
      [65, 90],
      [135, 90],
      [135, 20],
      [65, 20],
    ])
  })

  it('draws nothing for fewer than three vertices, and is named only when labelled', () => {
    expect(outlinePoints([{ latitude: 1, longitude: 1 }])).toEqual([])
    const { container } = render(<PlotOutline vertices={[]} />)
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    render(<PlotOutline vertices={[]} label="Plot boundary" />)
    expect(screen.getByRole('img', { name: 'Plot boundary' })).toBeTruthy()
  })
})
