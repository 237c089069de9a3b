import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import { FeaturedRow } from './featured-row'

describe('FeaturedRow', () => {
  it('shows the featured listings under a Featured heading', async () => {
    fakeApi({ 'GET /api/properties/public/featured': () => ({ body: { success: true, properties: [makeProperty({ title: 'Lake view villa' })] } }) })
    renderRoutes([{ path: '/', element: <FeaturedRow /> }])
    const row = await screen.findByRole('region', { name: 'Featured' })
    expect(within(row).getByText('Lake view villa')).toBeTruthy()
  })

  it('shows nothing when none are featured or the call fails', async () => {
    const api = fakeApi({ 'GET /api/properties/public/featured': () => ({ body: { success: true, properties: [] } }) })
    const { container } = renderRoutes([{ path: '/', element: <FeaturedRow /> }])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.requests('GET', '/api/properties/public/featured')).toHaveLength(1)
    expect(container.textContent).toBe('')
  })
})
