import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { loginServer } from '../login-test-server'
import { clearAccessCookie } from '../test-support'
import { LoginPage } from './login-page'

const routes = [{ path: '/login', element: <LoginPage /> }]

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

async function sendCode(user: ReturnType<typeof userEvent.setup>, phone = '9800000002') {
  await user.type(await screen.findByLabelText('Mobile number'), phone)
  await user.click(screen.getByRole('button', { name: 'Send code' }))
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

afterEach(clearAccessCookie)

describe('sign-in timing', () => {
  it('enables Resend after 60 s with a countdown, and restarts it after a resend', async () => {
    const user = setup()
    const server = loginServer()
    const calls = fakeApi(server.routes)
    renderRoutes(routes, '/login')
    await sendCode(user)

    const resend = await screen.findByRole('button', { name: /^Resend code in 1:00$/ })
    expect((resend as HTMLButtonElement).disabled).toBe(true)
    await advance(59_000)
    expect(screen.getByRole('button', { name: 'Resend code in 0:01' })).toBeTruthy()
    await advance(1_000)
    const enabled = screen.getByRole('button', { name: 'Resend code' })
    expect((enabled as HTMLButtonElement).disabled).toBe(false)

    await user.click(enabled)
    await waitFor(() => expect(calls.requests('POST', '/api/auth/otp/send')).toHaveLength(2))
    // Each send gets a fresh bot check.
    expect(calls.requests('GET', '/api/auth/challenge')).toHaveLength(2)
    expect(await screen.findByRole('button', { name: 'Resend code in 1:00' })).toBeTruthy()
    expect(server.sent).toEqual(['+919800000002', '+919800000002'])
  })

  it("shows a 429's message with the wait, and holds sending until it passes", async () => {
    const user = setup()
    const message = 'Too many code requests. Try again in 15 minutes.'
    fakeApi(loginServer({ 'POST /api/auth/otp/send': () => ({ status: 429, body: { success: false, message, code: 'RATE_LIMITED' }, headers: { 'Retry-After': '900' } }) }).routes)
    renderRoutes(routes, '/login')
    await sendCode(user)

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(message)).toBeTruthy()
    expect(within(alert).getByText('You can try again in 15:00.')).toBeTruthy()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send code' }).disabled).toBe(true)
    await advance(899_000)
    expect(within(alert).getByText('You can try again in 0:01.')).toBeTruthy()
    await advance(1_000)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send code' }).disabled).toBe(false)
  })
})

describe('development notice', () => {
  const devRoutes = (code = '654321') => ({
    'GET /api/auth/sign-in-options': () => ({ body: { success: true, devOutbox: true } }),
    'GET /api/dev/outbox': ({ url }: { url: URL }) => ({
      body: { success: true, phoneNumber: url.searchParams.get('phoneNumber'), code, sentAt: '2026-01-01T10:00:00.000Z' },
    }),
  })

  it('lists the demo accounts and shows the code that was sent', async () => {
    const user = userEvent.setup()
    fakeApi(loginServer(devRoutes()).routes)
    renderRoutes(routes, '/login')
    const notice = await screen.findByRole('region', { name: 'Development server' })
    const demo = within(notice)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(demo).toEqual(['Admin+91 98000 00001', 'Seller+91 98000 00002', 'Dealer+91 98000 00003', 'Buyer+91 98000 00004'])
    await user.click(within(notice).getByRole('button', { name: /Seller/ }))
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('9800000002')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await within(notice).findByText(/Code sent to \+91 98000 00002/)).toBeTruthy()
    expect(within(notice).getByText('654321')).toBeTruthy()
  })

  it('is absent, and the outbox never asked, when the server does not offer it (production, another machine)', async () => {
    const user = userEvent.setup()
    const calls = fakeApi(loginServer().routes)
    renderRoutes(routes, '/login')
    await waitFor(() => expect(calls.requests('GET', '/api/auth/sign-in-options')).toHaveLength(1))
    await user.type(await screen.findByLabelText('Mobile number'), '9800000002')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByLabelText('One-time code')
    expect(screen.queryByRole('region', { name: 'Development server' })).toBeNull()
    expect(calls.calls.filter((call) => call.url.pathname.startsWith('/api/dev/'))).toEqual([])
  })
})
