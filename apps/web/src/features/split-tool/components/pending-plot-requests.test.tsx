import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import type { ListedPlotRequest } from '../api/get-plot-request-list'
import type { MergeRecord, SplitRecord } from '../api/plot-records'
import { MyPlotRequestsCard, PlotRequestsQueuePage } from './pending-plot-requests'

const decision = { approvalStatus: 'pending' as const, approvedBy: null, approvalDate: null, remarks: null, status: 'pending' as const, requestedBy: 'seller', createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' }
const parentId = '11111111-0000-4000-8000-000000000001'
const split: SplitRecord = {
  ...decision,
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  operationId: 'aaaaaaaa-0000-4000-8000-000000000001',
  parentPropertyId: parentId,
  parentPropertyUID: 'PROP-PARENT',
  splitDate: '2026-11-20T10:00:00.000Z',
  splitReason: 'Divided among heirs',
  resultingProperties: [1, 2].map((n) => ({ propertyId: `part-${n}`, propertyUID: `PROP-PART-${n}`, name: `Family land - Part ${n}`, portion: 50, area: 2, areaUnit: 'acres' as const, coordinates: [] })),
}
const merge: MergeRecord = {
  ...decision,
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  operationId: 'bbbbbbbb-0000-4000-8000-000000000002',
  resultPropertyId: 'merged',
  resultPropertyUID: 'PROP-MERGED',
  mergeDate: '2026-11-21T10:00:00.000Z',
  mergeReason: 'Property consolidation',
  sourceProperties: [
    { propertyId: 'west', propertyUID: 'PROP-WEST', contribution: 50 },
    { propertyId: 'east', propertyUID: 'PROP-EAST', contribution: 50 },
  ],
}
const requests: ListedPlotRequest[] = [
  // The east plot is someone else's draft: the list names it by its reference only.
  { type: 'merge', merge, properties: [{ id: 'west', reference: 'PROP-WEST', title: 'West plot', city: 'Mohali', status: 'active' }] },
  { type: 'split', split, properties: [{ id: parentId, reference: 'PROP-PARENT', title: 'Family land', city: 'Nagpur', status: 'active' }] },
]

function serve(list: ListedPlotRequest[] = requests) {
  return fakeApi({
    'GET /api/properties/operations': () => ({ body: { success: true, requests: list, pagination: { page: 1, limit: 20, total: list.length, pages: list.length > 0 ? 1 : 0 } } }),
    'PATCH /api/properties/[^/]+/splits/[^/]+': () => ({ body: { success: true, split: { ...split, approvalStatus: 'approved' } } }),
    'PATCH /api/properties/merges/[^/]+': () => ({ status: 409, body: { success: false, code: 'CONFLICT', message: 'This merge is already rejected' } }),
    'POST /api/properties/merges/[^/]+/cancel': () => ({ body: { success: true, merge: { ...merge, approvalStatus: 'cancelled' } } }),
  })
}

describe('PlotRequestsQueuePage', () => {
  it('lists every pending request for an admin, who approves one with remarks and sees why another failed', async () => {
    const api = serve()
    renderRoutes([{ path: '/admin/plot-requests', element: <PlotRequestsQueuePage /> }], '/admin/plot-requests')
    const splitItem = await screen.findByRole('listitem', { name: 'Split of Family land into 2 parts' })
    expect(api.requests('GET', '/api/properties/operations')[0]!.url.searchParams.get('status')).toBe('pending')
    expect(screen.getByText('2 requests are waiting.')).toBeTruthy()
    expect(within(splitItem).getByText('Family land - Part 1 (50.00%) · Family land - Part 2 (50.00%)')).toBeTruthy()
    expect(within(splitItem).getByRole('link', { name: 'PROP-PARENT' }).getAttribute('href')).toBe(`/admin/property/${parentId}/tools`)
    const user = userEvent.setup()
    await user.type(within(splitItem).getByLabelText('Remarks (sent with the decision)'), 'Partition deed seen')
    await user.click(within(splitItem).getByRole('button', { name: 'Approve' }))
    await expect.poll(() => api.requests('PATCH', `/api/properties/${parentId}/splits/${split.id}`).length).toBe(1)
    expect(api.requests('PATCH', `/api/properties/${parentId}/splits/${split.id}`)[0]!.body).toEqual({ approvalStatus: 'approved', remarks: 'Partition deed seen' })

    const mergeItem = screen.getByRole('listitem', { name: 'Merge of West plot and PROP-EAST into PROP-MERGED' })
    expect(within(mergeItem).queryByText(/Cancel request/)).toBeNull()
    await user.click(within(mergeItem).getByRole('button', { name: 'Reject' }))
    expect((await within(mergeItem).findByRole('alert')).textContent).toBe('This merge is already rejected')
  })

  it('says when nothing is waiting', async () => {
    serve([])
    renderRoutes([{ path: '/admin/plot-requests', element: <PlotRequestsQueuePage /> }], '/admin/plot-requests')
    expect(await screen.findByText('No split or merge is waiting for a decision.')).toBeTruthy()
  })
})

describe('MyPlotRequestsCard', () => {
  it("shows the seller's pending requests with a cancel and no approval", async () => {
    const api = serve()
    renderRoutes([{ path: '/seller/dashboard', element: <MyPlotRequestsCard /> }], '/seller/dashboard')
    expect(await screen.findByRole('heading', { name: 'Your pending splits and merges' })).toBeTruthy()
    const mergeItem = screen.getByRole('listitem', { name: 'Merge of West plot and PROP-EAST into PROP-MERGED' })
    expect(within(mergeItem).queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(within(mergeItem).getByRole('link', { name: 'PROP-WEST' }).getAttribute('href')).toBe('/seller/properties/west/tools')
    const user = userEvent.setup()
    await user.type(within(mergeItem).getByLabelText('Remarks (why you cancel, optional)'), 'Not yet')
    await user.click(within(mergeItem).getByRole('button', { name: 'Cancel request' }))
    await expect.poll(() => api.requests('POST', `/api/properties/merges/${merge.id}/cancel`).map((call) => call.body)).toEqual([{ remarks: 'Not yet' }])
  })

  it('shows nothing without pending requests', async () => {
    const api = serve([])
    const { container } = renderRoutes([{ path: '/seller/dashboard', element: <MyPlotRequestsCard /> }], '/seller/dashboard')
    await expect.poll(() => api.requests('GET', '/api/properties/operations').length).toBe(1)
    expect(container.textContent).toBe('')
  })
})
