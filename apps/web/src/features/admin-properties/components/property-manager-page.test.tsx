import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import { PropertyManagerPage } from './property-manager-page'

const villa = makeProperty({ title: 'Garden villa in Kharar' })
const draft = { ...makeProperty({ title: 'Draft flat <b>in</b> Zirakpur' }), basicInfo: { ...makeProperty().basicInfo, title: 'Draft flat <b>in</b> Zirakpur', status: 'draft' as const } }
const listed = (featured: string[]) => ({ body: { success: true, properties: [villa, draft], featured, pagination: { page: 1, limit: 20, total: 2, pages: 1 } } })

function renderPage(path = '/admin/propertymanager') {
  let featured = [villa.id]
  const api = fakeApi({
    'GET /api/admin/properties': () => listed(featured),
    'PUT /api/admin/properties/[^/]+/featured': (call) => {
      const on = (call.body as { featured: boolean }).featured
      featured = on ? [villa.id] : []
      return { body: { success: true, featured: on ? { featuredAt: '2026-11-28T10:00:00.000Z', featuredBy: 'a', featuredByName: 'Asha' } : null } }
    },
    'POST /api/admin/properties/status': () => ({
      body: {
        success: true,
        results: [
          { id: villa.id, success: true, property: { id: villa.id, reference: villa.reference, status: 'inactive' } },
          { id: draft.id, success: false, error: 'A pending split or merge holds this property' },
        ],
        succeeded: 1,
        failed: 1,
      },
    }),
  })
  renderRoutes([{ path: '/admin/propertymanager', element: <PropertyManagerPage /> }], path)
  return { api, user: userEvent.setup() }
}

describe('PropertyManagerPage', () => {
  it('lists every status with links to each listing, its text as text, and says which are featured', async () => {
    renderPage()
    const row = (await screen.findByRole('link', { name: 'Garden villa in Kharar' })).closest('li') as HTMLElement
    expect(within(row).getByText('Featured')).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'Garden villa in Kharar' }).getAttribute('href')).toBe(`/admin/property/${villa.id}`)
    expect(within(row).getByRole('link', { name: 'Edit Garden villa in Kharar' }).getAttribute('href')).toBe(`/admin/property/edit/${villa.id}`)
    const other = screen.getByRole('link', { name: 'Draft flat <b>in</b> Zirakpur' }).closest('li') as HTMLElement
    expect(within(other).getByText('Draft')).toBeTruthy()
    // Only an active or featured listing can be featured.
    expect(within(other).queryByRole('button', { name: /Feature/ })).toBeNull()
    expect(screen.getByText('2 listings')).toBeTruthy()
  })

  it('sends the filters in the address and the request, from page 1', async () => {
    const { api, user } = renderPage('/admin/propertymanager?page=2')
    await screen.findByText('Garden villa in Kharar')
    expect(api.requests('GET', '/api/admin/properties')[0]?.url.searchParams.get('page')).toBe('2')
    await user.selectOptions(screen.getByLabelText('Status'), 'pending')
    await user.type(screen.getByLabelText('City'), 'Mohali')
    await user.selectOptions(screen.getByLabelText('Home page'), 'Featured')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(api.requests('GET', '/api/admin/properties').at(-1)?.url.searchParams.get('status')).toBe('pending'))
    const query = api.requests('GET', '/api/admin/properties').at(-1)!.url.searchParams
    expect(query.get('city')).toBe('Mohali')
    expect(query.get('featured')).toBe('true')
    expect(query.get('page')).toBeNull()
    expect(query.get('limit')).toBe('20')
  })

  it('changes the status of the selected listings after a confirmation and lists each refusal with its reason', async () => {
    const { api, user } = renderPage()
    await screen.findByText('Garden villa in Kharar')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Change status' }).disabled).toBe(true)
    await user.click(screen.getByLabelText('Select this page'))
    expect(screen.getByText('2 listings selected')).toBeTruthy()
    await user.selectOptions(screen.getByLabelText('New status'), 'inactive')
    await user.type(screen.getByLabelText('Reason (for the audit trail)'), 'Paused by owner')
    await user.click(screen.getByRole('button', { name: 'Change status' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark 2 listings inactive?' })
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }))
    const result = await screen.findByText('1 listing changed, 1 listing refused:')
    expect(result.closest('[role="status"]')?.textContent).toContain('Draft flat <b>in</b> Zirakpur: A pending split or merge holds this property')
    expect(api.requests('POST', '/api/admin/properties/status')[0]?.body).toEqual({ propertyIds: [villa.id, draft.id], status: 'inactive', reason: 'Paused by owner' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByText('Select listings to change their status.')).toBeTruthy()
  })

  it('features and unfeatures a listing', async () => {
    const { api, user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Stop featuring Garden villa in Kharar' }))
    expect(await screen.findByRole('button', { name: 'Feature Garden villa in Kharar on the home page' })).toBeTruthy()
    expect(api.requests('PUT', `/api/admin/properties/${villa.id}/featured`)[0]?.body).toEqual({ featured: false })
  })
})
