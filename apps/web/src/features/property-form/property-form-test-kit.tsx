// Test helpers for the property form: the pages under a memory router, the API answers they
// need (schema, geocoder, save), and a stored property to edit.
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router'
import { getJsonSchema, type Property } from '@vishwas/domain'
import { fakeApi, type FakeCall, type FakeReply } from '../../testing/fake-api'
import { makeProperty } from '../../testing/fixtures'
import { testQueryClient } from '../../testing/render'

function SavedPage() {
  const { propertyId } = useParams()
  return <p>Saved page for {propertyId}</p>
}

export function renderFormPage(page: ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '/seller/properties', element: <p>Portfolio page</p> },
      { path: '/seller/properties/:propertyId', element: <SavedPage /> },
    ],
    { initialEntries: [path.replace(':propertyId', 'PROP-MABC12-XY34')] },
  )
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, user: userEvent.setup() }
}

export const mohaliPlace = { success: true, cityName: 'Mohali', formattedAddress: 'Sector 70, Mohali, Punjab, 160062, India', source: 'google' }

type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>

/** The calls the form makes, each replaceable. */
export function formApi(overrides: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/schemas/property': () => ({ body: { success: true, schema: getJsonSchema('property') } }),
    'GET /api/geocode/reverse': () => ({ body: mohaliPlace }),
    'POST /api/properties': ({ body }) => ({ status: 201, body: { success: true, property: { ...(body as object), id: 'new-property-id' } } }),
    ...overrides,
  })
}

/** A stored listing the seller edits, with a field only the server knows. */
export function storedProperty(): Property & { legacyNote: string } {
  const property = makeProperty({ id: '11111111-2222-4333-8444-555555555555', title: 'Garden villa in Kharar', city: 'Kharar' })
  return {
    ...property,
    reference: 'PROP-MABC12-XY34',
    basicInfo: { ...property.basicInfo, description: 'Corner plot with a lawn.' },
    legacyNote: 'kept by the server',
  }
}
