import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { messages } from '@vishwas/domain'
import { readAccessToken } from '../../../lib/access-token'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { badRequest, GOOD_CODE, loginServer } from '../login-test-server'
import { clearAccessCookie } from '../test-support'
import { LoginPage } from './login-page'
import { PHONE_INVALID } from './phone-form'
import { RequireAuth } from './require-auth'

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>Home page</p> },
  { element: <RequireAuth />, children: [{ path: '/profile', element: <p>Profile page</p> }] },
]

async function sendCodeTo(phone: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Mobile number'), phone)
  await user.click(screen.getByRole('button', { name: 'Send code' }))
  return user
}

afterEach(clearAccessCookie)

describe('sign-in page', () => {
  it('runs the bot check, sends a code, verifies it, stores the tokens and returns to the remembered page', async () => {
    const server = loginServer()
    const calls = fakeApi(server.routes)
    const { router } = renderRoutes(routes, '/profile')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))

    const user = await sendCodeTo('98000 00002')
    expect(await screen.findByText('+91 98000 00002')).toBeTruthy()
    expect(server.sent).toEqual(['+919800000002'])
    const asked = calls.calls.map((c) => `${c.method} ${c.url.pathname}`).filter((c) => !c.includes('/dev/'))
    expect(asked).toEqual(['GET /api/auth/sign-in-options', 'GET /api/auth/challenge', 'POST /api/auth/otp/send'])

    await user.type(screen.getByLabelText('One-time code'), GOOD_CODE)
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    expect(await screen.findByText('Profile page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/profile')
    expect(calls.requests('POST', '/api/auth/otp/verify')[0]!.body).toEqual({ verificationId: 'verification-1', code: GOOD_CODE })
    expect(calls.requests('POST', '/api/auth/token')[0]!.body).toEqual({ uid: 'uid-priya', phoneNumber: '+919800000002', idToken: 'proof-1' })
    expect(readAccessToken()).toBeDefined()
  })

  it('says what a guarded page was being opened, and nothing when the visitor came by themselves', async () => {
    fakeApi(loginServer().routes)
    const { router } = renderRoutes(routes, '/profile')
    expect(await screen.findByText('Sign in to open your profile.')).toBeTruthy()
    await router.navigate('/login')
    await waitFor(() => expect(screen.queryByText(/^Sign in to open/)).toBeNull())
    expect(screen.getByLabelText('Mobile number')).toBeTruthy()
  })

  it('goes home after signing in when no page was remembered', async () => {
    const calls = fakeApi(loginServer().routes)
    const { router } = renderRoutes(routes, '/login')
    const user = await sendCodeTo('+91 98000-00002')
    await user.type(await screen.findByLabelText('One-time code'), GOOD_CODE)
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    expect(await screen.findByText('Home page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    // A tab does not hear its own sign-in event: the session is not looked up again.
    expect(calls.requests('GET', '/api/auth/validate')).toHaveLength(0)
  })

  it('accepts only a 10-digit Indian mobile number', async () => {
    const calls = fakeApi(loginServer().routes)
    renderRoutes(routes, '/login')
    await sendCodeTo('12345')
    expect(screen.getByText(PHONE_INVALID)).toBeTruthy()
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true')
    expect(calls.calls.filter((c) => c.url.pathname !== '/api/auth/sign-in-options')).toHaveLength(0)
  })

  it.each([
    ['a wrong code', 'Incorrect code. 4 attempts left.', 400],
    ['an expired code', 'This code has expired. Request a new one.', 400],
    ['too many wrong codes', 'Too many incorrect attempts. Request a new code.', 429],
    ['an unknown verification', messages.noVerificationId, 400],
  ])("shows the server's message verbatim for %s", async (_case, message, status) => {
    fakeApi(loginServer({ 'POST /api/auth/otp/verify': () => badRequest(message, status) }).routes)
    renderRoutes(routes, '/login')
    const user = await sendCodeTo('9800000002')
    await user.type(await screen.findByLabelText('One-time code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    expect((await screen.findByRole('alert')).textContent).toContain(message)
    expect(readAccessToken()).toBeUndefined()
  })

  it("says 'reCAPTCHA not initialized' when the bot check cannot start, and sends nothing", async () => {
    const calls = fakeApi(loginServer({ 'GET /api/auth/challenge': () => ({ status: 503, body: { success: false, message: 'Down', code: 'DOWN' } }) }).routes)
    renderRoutes(routes, '/login')
    await sendCodeTo('9800000002')
    expect((await screen.findByRole('alert')).textContent).toBe('reCAPTCHA not initialized')
    expect(calls.requests('POST', '/api/auth/otp/send')).toHaveLength(0)
  })

  it("shows the server's 'reCAPTCHA not initialized' too", async () => {
    fakeApi(loginServer({ 'POST /api/auth/otp/send': () => badRequest(messages.recaptchaNotInitialized) }).routes)
    renderRoutes(routes, '/login')
    await sendCodeTo('9800000002')
    expect((await screen.findByRole('alert')).textContent).toBe('reCAPTCHA not initialized')
  })

  it('lets the visitor change the number', async () => {
    fakeApi(loginServer().routes)
    renderRoutes(routes, '/login')
    const user = await sendCodeTo('9800000002')
    await user.click(await screen.findByRole('button', { name: 'Change number' }))
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('9800000002')
  })
})
