import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { LatLng, Property } from '@vishwas/domain'
import { fakeApi, type FakeCall, type FakeReply } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import { SplitToolPage } from './split-tool-page'

// Drawing is for browser journeys: the map is replaced by a button that draws the west half.
const westHalf: LatLng[] = [
  { latitude: 30.7, longitude: 76.7 },
  { latitude: 30.7, longitude: 76.7005 },
  { latitude: 30.701, longitude: 76.7005 },
  { latitude: 30.701, longitude: 76.7 },
]
vi.mock('./split-map', () => ({
  default: ({ onDraw, parts }: { onDraw: (ring: LatLng[]) => void; parts: unknown[] }) => (
    <button type="button" data-parts={parts.length} onClick={() => onDraw(westHalf)}>
      Draw the west half
    </button>
  ),
}))

const ID = '33333333-4444-4555-8666-777777777777'
const parent: Property = { ...makeProperty({ id: ID, title: 'Family plot' }), specifications: { area: { total: 1200, unit: 'sqft' }, rooms: { bedrooms: 0, bathrooms: 0 } } }

function renderTool(options: { validity?: FakeReply; save?: (call: FakeCall) => FakeReply } = {}) {
  const api = fakeApi({
    'GET /api/properties/[^/]+': () => ({ body: { success: true, property: parent } }),
    'GET /api/properties/[^/]+/validate-for-split': () => options.validity ?? { body: { success: true, isValid: true, message: 'Property can be split' } },
    'POST /api/properties/[^/]+/split': options.save ?? ((call) => saved(call)),
  })
  renderRoutes([{ path: '/seller/properties/:propertyId/split', element: <SplitToolPage propertyId={ID} /> }], `/seller/properties/${ID}/split`)
  return { api, user: userEvent.setup() }
}

function saved(call: FakeCall): FakeReply {
  const parts = (call.body as { resultingProperties: { name: string }[] }).resultingProperties
  const ids = parts.map((_, index) => `aaaaaaaa-0000-4000-8000-00000000000${index + 1}`)
  return {
    status: 201,
    body: {
      success: true,
      message: `Property split saved successfully. Newly created property IDs: ${ids.join(', ')}`,
      operationId: 'bbbbbbbb-0000-4000-8000-000000000001',
      split: {},
      resultingProperties: parts.map((part, index) => ({ ...parent, id: ids[index], reference: `PROP-PART${index + 1}`, basicInfo: { ...parent.basicInfo, title: part.name, status: 'pending' } })),
    },
  }
}

const rows = () => screen.getAllByRole('row').slice(1)

describe('SplitToolPage', () => {
  it("splits into a grid with SPEC's message and saves the parts as a split request", async () => {
    const { api, user } = renderTool()
    expect(await screen.findByRole('heading', { level: 1, name: 'Family plot' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Split automatically' }))
    expect(screen.getByText('Auto-split generated. Review and save to finalize.')).toBeTruthy()
    expect(rows()).toHaveLength(4)
    expect(within(rows()[0]!).getByLabelText<HTMLInputElement>('Name of part 1').value).toBe('Family plot - Part 1')
    expect(within(rows()[0]!).getByLabelText<HTMLInputElement>('Area of Family plot - Part 1 in sq.ft.').value).toBe('300')
    expect(screen.getByText(/4 parts · total portion 100\.00% · total area 1,200 sq\.ft\./)).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Save split' }))
    const ids = ['1', '2', '3', '4'].map((n) => `aaaaaaaa-0000-4000-8000-00000000000${n}`)
    expect(await screen.findByText(`Property split saved successfully. Newly created property IDs: ${ids.join(', ')}`)).toBeTruthy()
    const [request] = api.requests('POST', `/api/properties/${ID}/split`)
    const body = request!.body as { splitReason: string; resultingProperties: { portion: number; area: number; areaUnit: string; coordinates: LatLng[]; parentPropertyId: string }[] }
    expect(body.splitReason).toBe('Property subdivision')
    expect(body.resultingProperties.map((part) => [part.portion, part.area, part.areaUnit, part.coordinates.length >= 3, part.parentPropertyId])).toEqual(
      Array.from({ length: 4 }, () => [25, 300, 'sqft', true, ID]),
    )
    expect(screen.getByRole('link', { name: 'Family plot - Part 3' }).getAttribute('href')).toBe(`/seller/properties/${ids[2]}`)
  })

  it("adds a drawn part with SPEC's message, deletes and renumbers, and refuses to save fewer than 2 parts", async () => {
    const { api, user } = renderTool()
    await user.click(await screen.findByRole('button', { name: 'Draw the west half' }))
    expect(screen.getByText('Added new property part. Review and save to finalize.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Draw the west half' }))
    expect(rows().map((row) => within(row).getAllByRole('textbox')[0]!.getAttribute('value'))).toEqual(['Family plot - Part 1', 'Family plot - Part 2'])
    await user.click(screen.getByRole('button', { name: 'Delete Family plot - Part 1' }))
    expect(rows().map((row) => within(row).getAllByRole('textbox')[0]!.getAttribute('value'))).toEqual(['Family plot - Part 1'])
    await user.click(screen.getByRole('button', { name: 'Save split' }))
    expect(screen.getByRole('alert').textContent).toBe('Cannot save: Need parent property and at least 2 split parts')
    expect(api.requests('POST', `/api/properties/${ID}/split`)).toHaveLength(0)
  })

  it('recalculates portions from areas and shows areas in local units', async () => {
    const { user } = renderTool()
    await user.click(await screen.findByRole('button', { name: 'Split automatically' }))
    const area = within(rows()[0]!).getByLabelText('Area of Family plot - Part 1 in sq.ft.')
    await user.clear(area)
    await user.type(area, '600')
    expect(screen.getByText(/total portion 100\.00%/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Portions from areas' }))
    expect(within(rows()[0]!).getByLabelText<HTMLInputElement>('Portion of Family plot - Part 1 in per cent').value).toBe('50')
    expect(screen.getByText(/total portion 125\.00%/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Save split' }))
    expect(screen.getByRole('alert').textContent).toBe('Total portion (125.00%) must equal 100%. Please adjust the portions.')
    await user.selectOptions(screen.getByLabelText('Show areas in'), 'marla')
    // Punjab's marla is 272.25 sq ft.
    expect(within(rows()[1]!).getByLabelText<HTMLInputElement>('Area of Family plot - Part 2 in marla').value).toBe('1.1')
  })

  it("says the server's reason for a refused save, and SPEC's message when it fails", async () => {
    let reply: FakeReply = { status: 409, body: { success: false, code: 'CONFLICT', message: 'This property is already part of a pending split or merge.' } }
    const { user } = renderTool({ save: () => reply })
    await user.click(await screen.findByRole('button', { name: 'Split automatically' }))
    await user.click(screen.getByRole('button', { name: 'Save split' }))
    expect((await screen.findByRole('alert')).textContent).toBe('This property is already part of a pending split or merge.')
    reply = { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Internal error' } }
    await user.click(screen.getByRole('button', { name: 'Save split' }))
    expect(await screen.findByText('Failed to save property split. Please try again.')).toBeTruthy()
  })

  it("says why a property cannot be split, and SPEC's message when the check fails", async () => {
    renderTool({ validity: { body: { success: true, isValid: false, message: 'Only a draft or active property can be split; this one is sold' } } })
    expect(await screen.findByText('Only a draft or active property can be split; this one is sold')).toBeTruthy()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save split' }).disabled).toBe(true)
  })

  it("shows 'Failed to validate property' when the check cannot be made", async () => {
    renderTool({ validity: { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Internal error' } } })
    expect(await screen.findByText('Failed to validate property')).toBeTruthy()
  })
})
