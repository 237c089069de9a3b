import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import type { DatabaseIndexView, IndexStatisticsView } from '@vishwas/domain'
import { formatBytes, IndexesPage } from './indexes-page'

const index = (overrides: Partial<DatabaseIndexView>): DatabaseIndexView => ({
  schema: 'public',
  table: 'properties',
  name: 'properties_pkey',
  columns: ['id'],
  included: [],
  definition: 'CREATE UNIQUE INDEX properties_pkey ON public.properties USING btree (id)',
  sizeBytes: 2_457_600,
  scans: 1520,
  rowsRead: 1600,
  lastUsedAt: '2026-11-27T10:00:00.000Z',
  isUnique: true,
  isPrimary: true,
  isValid: true,
  isUnused: false,
  ...overrides,
})

function renderPage(statistics: IndexStatisticsView) {
  const api = fakeApi({
    'GET /api/admin/indexes': () => ({
      body: {
        success: true,
        indexes: [index({}), index({ name: 'properties_status_views_idx', columns: ['status', 'views', 'id'], scans: 0, rowsRead: 0, lastUsedAt: null, isUnique: false, isPrimary: false, isUnused: true, sizeBytes: 8192 })],
        statistics,
        pagination: { page: 1, limit: 25, total: 2, pages: 1 },
      },
    }),
  })
  renderRoutes([{ path: '/admin/indexes', element: <IndexesPage /> }], '/admin/indexes')
  return { api, user: userEvent.setup() }
}

describe('IndexesPage', () => {
  it('shows each index with its table, columns, size and use, flags those never used, and says when use was counted from', async () => {
    renderPage({ resetAt: '2026-11-01T00:00:00.000Z', lastUseRecorded: true })
    const primary = (await screen.findByText('properties_pkey')).closest('li') as HTMLElement
    expect(within(primary).getByText('Primary key')).toBeTruthy()
    expect(primary.textContent).toContain('properties (id)')
    expect(primary.textContent).toContain('2.3 MB')
    expect(primary.textContent).toContain('1,520')
    expect(primary.textContent).toContain('27 Nov 2026')
    const unused = screen.getByText('properties_status_views_idx').closest('li') as HTMLElement
    expect(within(unused).getByText('Never used')).toBeTruthy()
    expect(unused.textContent).toContain('Last usednever')
    expect(screen.getByText(/last reset on 1 Nov 2026/)).toBeTruthy()
  })

  it("says 'not recorded' where the database does not record last use, and asks for never-used ones and another order", async () => {
    const { api, user } = renderPage({ resetAt: null, lastUseRecorded: false, lastUseNote: 'not recorded' })
    const primary = (await screen.findByText('properties_pkey')).closest('li') as HTMLElement
    expect(primary.textContent).toContain('Last usednot recorded')
    expect(screen.getByText(/first collected/)).toBeTruthy()
    await user.click(screen.getByLabelText('Only indexes never used'))
    await user.selectOptions(screen.getByLabelText('Sort'), 'Fewest scans')
    await waitFor(() => expect(api.requests('GET', '/api/admin/indexes').at(-1)?.url.searchParams.get('sortBy')).toBe('scans'))
    const query = api.requests('GET', '/api/admin/indexes').at(-1)!.url.searchParams
    expect([query.get('sortOrder'), query.get('unusedOnly')]).toEqual(['asc', 'true'])
  })

  it('writes sizes as PostgreSQL does', () => {
    expect([formatBytes(0), formatBytes(8192), formatBytes(1536), formatBytes(2_457_600)]).toEqual(['0 bytes', '8.0 kB', '1.5 kB', '2.3 MB'])
  })
})
