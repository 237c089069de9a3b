import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { LatLng } from '@vishwas/domain'
import { formApi, renderFormPage } from '../property-form-test-kit'
import { STENCIL_BUTTON_LABEL } from './boundary-panel'
import { PropertyCreatePage } from './property-form-pages'

// Leaflet needs a real browser: the map's chunk is its container here.
vi.mock('./boundary-map', () => ({ default: (_props: { onBoundaryChange: (vertices: LatLng[]) => void }) => <div data-testid="boundary-map" /> }))

const destinations = { saved: (id: string) => `/seller/properties/${id}`, cancel: '/seller/properties' }

describe('the property form in the admin console', () => {
  it("names the owner by user ID, leaves out the seller's short form, and goes where the console says after saving", async () => {
    const calls = formApi()
    const { user, router } = renderFormPage(<PropertyCreatePage destinations={destinations} namesOwner />, '/admin/property/create')
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Property' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Use the short form' })).toBeNull()
    await user.type(screen.getByLabelText('Title'), 'Plot for a seller')
    await user.click(screen.getByRole('button', { name: STENCIL_BUTTON_LABEL }))
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^City/).value).toBe('Mohali'))
    await user.type(screen.getByLabelText("Owner's user ID"), '00000000-0000-4000-8000-000000000002')
    await user.click(screen.getByRole('button', { name: 'Save property' }))
    await screen.findByText('Saved page for new-property-id')
    expect(router.state.location.pathname).toBe('/seller/properties/new-property-id')
    const [post] = calls.requests('POST', '/api/properties')
    expect((post?.body as { ownership: unknown }).ownership).toEqual({ owners: [], ownerId: '00000000-0000-4000-8000-000000000002' })
  })

  it('asks for no owner on the seller page', async () => {
    formApi()
    renderFormPage(<PropertyCreatePage />, '/seller/property/create')
    expect(await screen.findByRole('link', { name: 'Use the short form' })).toBeTruthy()
    expect(screen.queryByLabelText("Owner's user ID")).toBeNull()
  })
})
