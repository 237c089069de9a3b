// SPEC §7: PATCH /properties/{id}/analytics sends no authorization, and a failure returns null.
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { recordPropertyEvent } from './record-property-event'

describe('recordPropertyEvent', () => {
  it('records the event without authorization and answers whether it counted', async () => {
    const api = fakeApi({ 'PATCH /api/properties/PROP-1/analytics': () => ({ body: { success: true, counted: true } }) })
    expect(await recordPropertyEvent('PROP-1', 'contact')).toEqual({ counted: true })
    expect(api.requests('PATCH', '/api/properties/PROP-1/analytics')[0]!.body).toEqual({ event: 'contact' })
    const init = api.fetchMock.mock.calls[0]![1]!
    expect(new Headers(init.headers).has('authorization')).toBe(false)
  })

  it('returns null on any failure, never throws', async () => {
    fakeApi({ 'PATCH /api/properties/PROP-1/analytics': () => ({ status: 429, body: { success: false, message: 'Too many', code: 'RATE_LIMITED' } }) })
    expect(await recordPropertyEvent('PROP-1', 'share')).toBeNull()
    fakeApi({ 'PATCH /api/properties/PROP-1/analytics': () => new TypeError('Failed to fetch') })
    expect(await recordPropertyEvent('PROP-1', 'save')).toBeNull()
  })
})
