import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { listJsonSchemas } from '@vishwas/domain'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { SchemaExplorerPage } from './schema-explorer-page'

const schemas = listJsonSchemas()

function renderExplorer(path = '/SchemaExplorer') {
  const api = fakeApi({ 'GET /api/schemas': () => ({ body: { success: true, schemas } }) })
  const view = renderRoutes([{ path: '/SchemaExplorer', element: <SchemaExplorerPage /> }], path)
  return { api, ...view, user: userEvent.setup() }
}

const tree = () => screen.getByRole('tree')
/** The top-level items of the tree, by their accessible names. */
const topLevel = () => within(tree()).getAllByRole('treeitem').filter((item) => item.getAttribute('aria-level') === '1')
const item = (name: RegExp | string) => within(tree()).getByRole('treeitem', { name })

describe('SchemaExplorerPage', () => {
  it('lists every schema in the sidebar and the select, and opens Property first', async () => {
    const { api } = renderExplorer()
    expect(await screen.findByRole('heading', { level: 2, name: 'Property' })).toBeTruthy()
    expect(api.requests('GET', '/api/schemas')).toHaveLength(1)
    const sidebar = within(screen.getByRole('navigation', { name: 'Schemas' })).getAllByRole('link')
    expect(sidebar).toHaveLength(Object.keys(schemas).length)
    expect(sidebar.map((link) => link.querySelector('span span')?.textContent)).toEqual(Object.values(schemas).map((s) => s.title))
    expect(sidebar.find((link) => link.getAttribute('aria-current') === 'page')?.getAttribute('aria-label')).toBe('Property, property')
    const select = screen.getByLabelText<HTMLSelectElement>('Schema')
    expect(select.value).toBe('property')
    expect(within(select).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(Object.keys(schemas))
    expect(screen.getByRole('tree', { name: 'Fields of Property' })).toBeTruthy()
    expect(topLevel().map((el) => el.querySelector('code')?.textContent)).toEqual(Object.keys(schemas.property!.properties!))
  })

  it('shows type, required flag, title and description, and expands nested objects and lists', async () => {
    const { user } = renderExplorer()
    await screen.findByRole('tree')
    const basicInfo = item('basicInfo object required')
    expect(basicInfo.getAttribute('aria-expanded')).toBe('false')
    expect(basicInfo.textContent).toContain('Basic information')
    expect(screen.getByText('What the property is and where its listing stands.')).toBeTruthy()
    expect(item('id string optional').getAttribute('aria-expanded')).toBeNull()

    await user.click(within(basicInfo).getByText('basicInfo'))
    expect(basicInfo.getAttribute('aria-expanded')).toBe('true')
    const status = item('status string required')
    expect(status.getAttribute('aria-level')).toBe('2')
    expect(status.textContent).toContain('One of: draft, active, pending, sold, rented, inactive')

    await user.click(within(item('location object required')).getByText('location'))
    await user.click(within(item('geofence object optional')).getByText('geofence'))
    await user.click(within(item('vertices list of Point optional')).getByText('vertices'))
    expect(item('latitude number or string required').getAttribute('aria-level')).toBe('4')

    await user.click(within(basicInfo).getByText('basicInfo'))
    expect(within(tree()).queryByRole('treeitem', { name: 'status string required' })).toBeNull()
  })

  it('moves and opens with the keyboard, with one tab stop', async () => {
    const { user } = renderExplorer()
    await screen.findByRole('tree')
    const items = topLevel()
    expect(items.filter((el) => el.tabIndex === 0)).toEqual([items[0]])
    items[0]!.focus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(item('basicInfo object required'))
    await user.keyboard('{ArrowRight}')
    expect(item('basicInfo object required').getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(item('title string optional'))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(item('basicInfo object required'))
    await user.keyboard('{ArrowLeft}')
    expect(item('basicInfo object required').getAttribute('aria-expanded')).toBe('false')
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(item('metadata object optional'))
    await user.keyboard('{Enter}')
    expect(item('metadata object optional').getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(items[0])
  })

  it('filters by field name, title or description, highlighting matches and opening their parents', async () => {
    const { user, router } = renderExplorer()
    await screen.findByRole('tree')
    // Pasted: typed letter by letter, 'l' alone would fill the tree (slow in jsdom, not in a browser).
    await user.click(screen.getByLabelText('Search fields'))
    await user.paste('latitude')
    const latitudes = await within(tree()).findAllByRole('treeitem', { name: 'latitude number or string required' })
    expect(latitudes).toHaveLength(2)
    expect(within(latitudes[0]!).getByText('latitude', { selector: 'mark' })).toBeTruthy()
    expect(item('location object required').getAttribute('aria-expanded')).toBe('true')
    expect(topLevel().map((el) => el.querySelector('code')?.textContent)).toEqual(['location'])
    expect(screen.getByText(/2 fields of \d+ fields match “latitude”/)).toBeTruthy()
    expect(router.state.location.search).toBe('?q=latitude')

    // Searching by description: 'curating' is only in the current dealer's description.
    await user.clear(screen.getByLabelText('Search fields'))
    await user.paste('curating')
    const dealer = await within(tree()).findByRole('treeitem', { name: 'currentDealer object or null optional' })
    expect(within(dealer).getByText('curating', { selector: 'mark' })).toBeTruthy()
    expect(dealer.getAttribute('aria-expanded')).toBe('false')

    await user.clear(screen.getByLabelText('Search fields'))
    await user.paste('zzz-nothing')
    expect(await screen.findByText('No field of Property matches “zzz-nothing”.')).toBeTruthy()
    expect(screen.queryByRole('tree')).toBeNull()
  })

  it('counts matches per schema and switches schema from the select, keeping the search', async () => {
    const { user, router } = renderExplorer('/SchemaExplorer?q=kycStatus')
    expect(await screen.findByText(/No field of Property matches “kycStatus”\. Also in User \(1\)/)).toBeTruthy()
    const sidebar = within(screen.getByRole('navigation', { name: 'Schemas' }))
    expect(sidebar.getByRole('link', { name: 'User, user, 1 match' })).toBeTruthy()
    await user.selectOptions(screen.getByLabelText('Schema'), 'user')
    expect(await screen.findByRole('heading', { level: 2, name: 'User' })).toBeTruthy()
    expect(item('kycStatus string optional')).toBeTruthy()
    expect(new URLSearchParams(router.state.location.search).get('schema')).toBe('user')
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('kycStatus')
  })

  it('opens the schema the URL names', async () => {
    renderExplorer('/SchemaExplorer?schema=deal')
    expect(await screen.findByRole('heading', { level: 2, name: 'Deal' })).toBeTruthy()
    expect(screen.getByRole('tree', { name: 'Fields of Deal' })).toBeTruthy()
  })
})
