import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './error-boundary'
import { RouteErrorBoundary } from './route-error-boundary'
import { RouterErrorPage } from './router-error-page'

let shouldThrow: Error | null = null

function Fragile() {
  if (shouldThrow) throw shouldThrow
  return <p>All good</p>
}

function quietConsole() {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
}

describe('ErrorBoundary', () => {
  it("shows SPEC's title, message and 'Try Again', which renders the page again", async () => {
    quietConsole()
    shouldThrow = new Error('boom')
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByText("We're sorry, but there was an error loading this page. Please try refreshing.")).toBeTruthy()
    expect(screen.getByText('boom')).toBeTruthy()
    shouldThrow = null
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(screen.getByText('All good')).toBeTruthy()
  })

  it('suppresses a removeChild-type DOM error and recovers after 100 ms', () => {
    quietConsole()
    vi.useFakeTimers()
    shouldThrow = new Error("Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.")
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    )
    expect(screen.queryByText('Something went wrong')).toBeNull()
    shouldThrow = null
    act(() => {
      vi.advanceTimersByTime(99)
    })
    expect(screen.queryByText('All good')).toBeNull()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.getByText('All good')).toBeTruthy()
  })
})

function renderRoutes(element: React.ReactNode, loader: () => unknown, errorElement: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element, loader, errorElement }])
  render(<RouterProvider router={router} />)
}

describe('router errors', () => {
  it("shows 'Application Error' with the message when the root route fails", async () => {
    quietConsole()
    renderRoutes(<p>never</p>, () => {
      throw new Error('layout exploded')
    }, <RouterErrorPage />)
    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeTruthy()
    expect(screen.getByText('layout exploded')).toBeTruthy()
  })

  it("shows 'Unhandled Thrown Response!' with the status for a thrown response", async () => {
    quietConsole()
    renderRoutes(<p>never</p>, () => {
      // React Router's way to fail with a status: throw a Response.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw new Response('Nope', { status: 418, statusText: "I'm a teapot" })
    }, <RouterErrorPage />)
    expect(await screen.findByRole('heading', { name: 'Unhandled Thrown Response!' })).toBeTruthy()
    expect(screen.getByText(/418/)).toBeTruthy()
  })

  it("page errors keep SPEC's boundary texts and 'Try Again' renders the route again", async () => {
    quietConsole()
    let fail = true
    const loader = () => {
      if (fail) throw new Error('page exploded')
      return null
    }
    renderRoutes(<p>Page is back</p>, loader, <RouteErrorBoundary />)
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Page is back')).toBeTruthy()
  })
})
