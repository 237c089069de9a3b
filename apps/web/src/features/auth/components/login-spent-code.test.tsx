// After five wrong codes the code is spent: the page says so, turns Verify off, and counts down
// to when a new code can be requested (the resend wait of the last send), then offers it.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { badRequest, loginServer } from '../login-test-server'
import { clearAccessCookie } from '../test-support'
import { LoginPage } from './login-page'

const routes = [{ path: '/login', element: <LoginPage /> }]
const SPENT = 'Too many incorrect attempts. Request a new code.'
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

afterEach(() => {
  clearAccessCookie()
  vi.useRealTimers()
})

describe('a code whose attempts are used up', () => {
  it('disables Verify and counts down to when a new code can be requested', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    let wrong = 0
    const server = loginServer({
      'POST /api/auth/otp/verify': () => {
        wrong += 1
        return wrong < 5 ? badRequest(`Incorrect code. ${5 - wrong} attempts left.`) : { status: 429, body: { success: false, message: SPENT, code: 'OTP_ATTEMPTS_EXHAUSTED' } }
      },
    })
    fakeApi(server.routes)
    renderRoutes(routes, '/login')
    await user.type(await screen.findByLabelText('Mobile number'), '9800000002')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    const codeField = await screen.findByLabelText('One-time code')
    const verify = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Verify and sign in' })

    for (let i = 0; i < 5; i++) {
      await user.clear(codeField)
      await user.type(codeField, '000000')
      await user.click(verify())
      await screen.findByRole('alert')
    }
    expect(within(screen.getByRole('alert')).getByText(SPENT)).toBeTruthy()
    expect(verify().disabled).toBe(true)
    // The same wait as Resend's: the 60 s since the code was sent, less the time the five guesses took.
    const resendLabel = screen.getByRole<HTMLButtonElement>('button', { name: /^Resend code in / })
    expect(resendLabel.disabled).toBe(true)
    const wait = /in (\d:\d\d)$/.exec(resendLabel.textContent ?? '')?.[1]
    expect(wait).toMatch(/^(1:00|0:[0-5]\d)$/)
    const status = screen.getByText(/^You can request a new code/)
    expect(status.textContent).toBe(`You can request a new code in ${wait ?? ''}.`)
    expect(status.getAttribute('role')).toBe('status')

    await advance(60_000)
    expect(status.textContent).toBe('You can request a new code now.')
    expect(verify().disabled).toBe(true)
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend code' })
    expect(resend.disabled).toBe(false)

    // A new code: the page is back to normal.
    await user.click(resend)
    expect(await screen.findByRole('button', { name: 'Resend code in 1:00' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText(/^You can request a new code/)).toBeNull()
    expect(verify().disabled).toBe(false)
    expect(server.sent).toHaveLength(2)
  })
})
