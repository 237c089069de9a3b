import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { testQueryClient } from '../../../testing/render'
import { fakeApi } from '../../../testing/fake-api'
import { LIMITED_FUNCTIONALITY_MESSAGE, StartupGate } from './startup-gate'
import { StartupProvider } from './startup-provider'

function renderGate({ isServerRendered = false } = {}) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <StartupProvider isServerRendered={isServerRendered}>
        <StartupGate>
          <p>Main content</p>
        </StartupGate>
      </StartupProvider>
    </QueryClientProvider>,
  )
}

describe('StartupGate', () => {
  it("shows 'Loading...' until the schemas and the property service are up", async () => {
    vi.useFakeTimers({ now: 0 })
    const api = fakeApi({
      'GET /api/schemas': () => ({ body: { success: true, schemas: { property: {} } } }),
      'GET /api/health': () => ({ body: { success: true, status: 'ok', database: 'pglite', version: '0.1.0' } }),
    })
    renderGate()
    expect(screen.getByRole('status').textContent).toContain('Loading...')
    expect(screen.queryByText('Main content')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(screen.getByText('Main content')).toBeTruthy()
    expect(api.requests('GET', '/api/schemas')).toHaveLength(1)
    expect(api.requests('GET', '/api/health')).toHaveLength(1)
  })

  it('proceeds with a limited-functionality notice when the API stays down', async () => {
    vi.useFakeTimers({ now: 0 })
    fakeApi({ 'GET /api/schemas': () => new TypeError('Failed to fetch'), 'GET /api/health': () => new TypeError('Failed to fetch') })
    renderGate()
    await act(() => vi.advanceTimersByTimeAsync(15_000))
    expect(screen.queryByText('Main content')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(screen.getByText('Main content')).toBeTruthy()
    expect(screen.getByText(LIMITED_FUNCTIONALITY_MESSAGE)).toBeTruthy()
  })

  it('starts open for a page the server rendered, and the checks in the background never close it', async () => {
    vi.useFakeTimers({ now: 0 })
    const api = fakeApi({
      'GET /api/schemas': () => ({ body: { success: true, schemas: { property: {} } } }),
      'GET /api/health': () => ({ body: { success: true, status: 'ok', database: 'pglite', version: '0.1.0' } }),
    })
    renderGate({ isServerRendered: true })
    expect(screen.getByText('Main content')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(screen.getByText('Main content')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    expect(api.requests('GET', '/api/health')).toHaveLength(1)
  })
})
