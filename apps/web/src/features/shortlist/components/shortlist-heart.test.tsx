import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MAX_SHORTLIST, shortlistMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { BROWSER_SHORTLIST_KEY } from '../hooks/browser-shortlist'
import { renderShortlist } from '../shortlist-test-kit'
import { ShortlistHeart } from './shortlist-heart'

const A = '00000000-0000-4000-8000-0000000000a1'
const B = '00000000-0000-4000-8000-0000000000b2'
const USER = '00000000-0000-4000-8000-000000000004'

const heart = (placement: 'card' | 'page' = 'card') => [{ path: '/', element: <ShortlistHeart propertyId={A} title="Villa in Kharar" placement={placement} /> }]
const stored = () => JSON.parse(window.localStorage.getItem(BROWSER_SHORTLIST_KEY) ?? '[]') as string[]

describe('the shortlist heart', () => {
  it('keeps the listing in this browser before sign-in, telling the server only that it was saved', async () => {
    const api = fakeApi({ 'PATCH /api/properties/.+/analytics': () => ({ body: { success: true, counted: true } }) })
    renderShortlist(heart())
    const button = screen.getByRole('button', { name: 'Shortlist Villa in Kharar' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(stored()).toEqual([A])
    await userEvent.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(stored()).toEqual([])
    expect(api.calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([['PATCH', `/api/properties/${A}/analytics`, { event: 'save' }]])
  })

  it(`says why when the browser's shortlist already holds ${MAX_SHORTLIST}`, async () => {
    fakeApi({})
    const full = Array.from({ length: MAX_SHORTLIST }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`)
    window.localStorage.setItem(BROWSER_SHORTLIST_KEY, JSON.stringify(full))
    renderShortlist(heart())
    await userEvent.click(screen.getByRole('button', { name: 'Shortlist Villa in Kharar' }))
    expect((await screen.findByRole('alert')).textContent).toBe(shortlistMessages.full)
    expect(screen.getByRole('button', { name: 'Shortlist Villa in Kharar' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('keeps it with the account when signed in, and shows where to find it on the property page', async () => {
    let items: { propertyId: string; addedAt: string }[] = []
    const api = fakeApi({
      'GET /api/users/me/shortlist': () => ({ body: { success: true, items } }),
      'PUT /api/users/me/shortlist/.+': (call) => {
        const item = { propertyId: call.url.pathname.split('/').at(-1)!, addedAt: '2026-11-25T08:00:00.000Z' }
        items = [item, ...items]
        return { body: { success: true, item } }
      },
      'DELETE /api/users/me/shortlist/.+': () => {
        items = []
        return { body: { success: true, removed: true } }
      },
    })
    renderShortlist(heart('page'), { userId: USER })
    await waitFor(() => expect(api.requests('GET', '/api/users/me/shortlist')).toHaveLength(1))
    const button = screen.getByRole('button', { name: 'Shortlist' })
    await userEvent.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(api.requests('PUT', `/api/users/me/shortlist/${A}`)).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'On your shortlist: compare it with others' }).getAttribute('href')).toBe('/shortlist')
    await userEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'))
    expect(api.requests('DELETE', `/api/users/me/shortlist/${A}`)).toHaveLength(1)
    expect(stored()).toEqual([])
  })

  it("puts the heart back and says why when the server refuses (a full shortlist: 409)", async () => {
    fakeApi({
      'GET /api/users/me/shortlist': () => ({ body: { success: true, items: [] } }),
      'PUT /api/users/me/shortlist/.+': () => ({ status: 409, body: { success: false, message: shortlistMessages.full, code: 'CONFLICT' } }),
    })
    renderShortlist(heart(), { userId: USER })
    const button = screen.getByRole('button', { name: 'Shortlist Villa in Kharar' })
    await userEvent.click(button)
    expect((await screen.findByRole('alert')).textContent).toBe(shortlistMessages.full)
    expect(button.getAttribute('aria-pressed')).toBe('false')
  })

  it("joins the browser's list to the account's at sign-in, then forgets it here", async () => {
    window.localStorage.setItem(BROWSER_SHORTLIST_KEY, JSON.stringify([A, B]))
    let items: { propertyId: string; addedAt: string }[] = []
    const api = fakeApi({
      'GET /api/users/me/shortlist': () => ({ body: { success: true, items } }),
      'POST /api/users/me/shortlist/merge': (call) => {
        items = (call.body as { propertyIds: string[] }).propertyIds.map((propertyId) => ({ propertyId, addedAt: '2026-11-25T08:00:00.000Z' }))
        return { body: { success: true, items, added: items.length, skipped: 0 } }
      },
    })
    const { signIn } = renderShortlist(heart())
    const button = screen.getByRole('button', { name: 'Shortlist Villa in Kharar' })
    expect(button.getAttribute('aria-pressed')).toBe('true')
    act(() => signIn(USER))
    await waitFor(() => expect(stored()).toEqual([]))
    expect(api.requests('POST', '/api/users/me/shortlist/merge').map((call) => call.body)).toEqual([{ propertyIds: [A, B] }])
    // Still shortlisted: now from the account's list.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shortlist Villa in Kharar' }).getAttribute('aria-pressed')).toBe('true'))
  })
})
