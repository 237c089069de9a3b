import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { listJsonSchemas } from '@vishwas/domain'
import { fakeApi } from '../../testing/fake-api'
import { renderRoutes } from '../../testing/render'
import { routes } from '../router'

describe('/SchemaExplorer', () => {
  it('is a public page, not a property reference', async () => {
    fakeApi({ 'GET /api/schemas': () => ({ body: { success: true, schemas: listJsonSchemas() } }) })
    const { router } = renderRoutes(routes, '/SchemaExplorer?schema=user')
    expect(await screen.findByRole('heading', { level: 1, name: 'Schema Explorer' })).toBeTruthy()
    expect(await screen.findByRole('tree', { name: 'Fields of User' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/SchemaExplorer')
    expect(screen.queryByText('Page not found')).toBeNull()
  })
})
