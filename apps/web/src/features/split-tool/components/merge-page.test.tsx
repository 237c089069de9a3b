import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Property } from '@vishwas/domain'
import { fakeApi, type FakeReply } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import { MergePage } from './merge-page'

vi.mock('./merge-map', () => ({ default: ({ merged }: { merged: unknown[] }) => <p>{merged.length} merged outline</p> }))

const square = (longitude: number) => [
  { latitude: 30.7, longitude },
  { latitude: 30.7, longitude: longitude + 0.001 },
  { latitude: 30.701, longitude: longitude + 0.001 },
  { latitude: 30.701, longitude },
]
const plot = (id: string, title: string, longitude: number): Property => {
  const base = makeProperty({ id, title })
  return { ...base, location: { ...base.location, geofence: { vertices: square(longitude) } } }
}
const west = plot('11111111-0000-4000-8000-000000000001', 'West plot', 76.7)
const east = plot('11111111-0000-4000-8000-000000000002', 'East plot', 76.701)

function renderMerge(ids: string, validity: FakeReply = { body: { success: true, isValid: true, message: 'Properties can be merged' } }) {
  const api = fakeApi({
    'GET /api/properties/[^/]+': (call) => ({ body: { success: true, property: [west, east].find((p) => call.url.pathname.endsWith(p.id)) } }),
    'POST /api/properties/validate-for-merge': () => validity,
    'POST /api/properties/merge': () => ({ status: 201, body: { success: true, operationId: 'op', merge: {}, property: { ...west, id: 'merged-id', reference: 'PROP-MERGED', basicInfo: { ...west.basicInfo, title: 'Corner plot', status: 'pending' } } } }),
  })
  renderRoutes([{ path: '/seller/properties/merge', element: <MergePage /> }], `/seller/properties/merge?ids=${ids}`)
  return { api, user: userEvent.setup() }
}

describe('MergePage', () => {
  it('shows the merged outline and equal contributions, and requests the merge', async () => {
    const { api, user } = renderMerge(`${west.id},${east.id}`)
    expect(await screen.findByText('1 merged outline')).toBeTruthy()
    expect(screen.getAllByLabelText<HTMLInputElement>('Contribution (%)').map((input) => input.value)).toEqual(['50', '50'])
    await user.type(screen.getByLabelText('Title of the merged plot (optional)'), 'Corner plot')
    await user.click(screen.getByRole('button', { name: 'Request merge' }))
    expect(await screen.findByRole('link', { name: 'Corner plot' })).toBeTruthy()
    const [request] = api.requests('POST', '/api/properties/merge')
    expect(request!.body).toMatchObject({
      sourceProperties: [{ propertyId: west.id }, { propertyId: east.id }],
      mergeReason: 'Property consolidation',
      targetPropertyData: { basicInfo: { title: 'Corner plot' } },
    })
  })

  it("says SPEC's message for fewer than two, and the server's reason when they cannot merge", async () => {
    renderMerge(west.id)
    expect((await screen.findByRole('alert')).textContent).toBe('At least 2 properties are required for merging')
  })

  it('sends typed contributions and shows why the server refused', async () => {
    const { user } = renderMerge(`${west.id},${east.id}`, { body: { success: true, isValid: false, message: 'The properties do not touch. Only plots whose boundaries touch or overlap can be merged into one.' } })
    expect(await screen.findByText('The properties do not touch. Only plots whose boundaries touch or overlap can be merged into one.')).toBeTruthy()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Request merge' }).disabled).toBe(true)
    void user
  })
})
