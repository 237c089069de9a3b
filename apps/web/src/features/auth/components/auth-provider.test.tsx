import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readAccessToken } from '../../../lib/access-token'
import { api } from '../../../lib/api-client'
import { fakeApi } from '../../../testing/fake-api'
import { testQueryClient } from '../../../testing/render'
import { useAuth } from '../hooks/use-auth'
import { clearAccessCookie, makeToken, setAccessCookie, signedInApi, unauthorized, userRecord } from '../test-support'
import { AuthProvider } from './auth-provider'

function Probe() {
  const { state, signOut } = useAuth()
  return (
    <>
      <p data-testid="auth">{state.status === 'authenticated' ? `in:${state.identity.did}:${state.user?.fullName ?? 'no details'}` : state.status}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  )
}

function renderAuth() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  )
  return () => screen.getByTestId('auth').textContent
}

const refreshTo = (token: string) => () => {
  setAccessCookie(token)
  return { body: { success: true, data: { accessToken: token, refreshToken: 'r2' } } }
}

afterEach(clearAccessCookie)

describe('authentication state (SPEC §4)', () => {
  it('is signed out at once without an access token, asking nothing', () => {
    const calls = fakeApi({})
    const status = renderAuth()
    expect(status()).toBe('unauthenticated')
    expect(calls.calls).toHaveLength(0)
  })

  it('starts loading, validates a stored token, then fetches the user', async () => {
    const calls = fakeApi(signedInApi())
    const status = renderAuth()
    expect(status()).toBe('loading')
    await waitFor(() => expect(status()).toBe('in:did-asha:Asha Verma'))
    expect(calls.calls.map((c) => c.url.pathname)).toEqual(['/api/auth/validate', '/api/users/me'])
    expect(calls.requests('POST', '/api/auth/refresh')).toHaveLength(0)
  })

  it('refreshes an expired token instead of validating it', async () => {
    const newToken = makeToken({ uid: 'uid-asha', did: 'did-asha' })
    const calls = fakeApi({ ...signedInApi(userRecord(), { expiresIn: -60 }), 'POST /api/auth/refresh': refreshTo(newToken) })
    const status = renderAuth()
    await waitFor(() => expect(status()).toBe('in:did-asha:Asha Verma'))
    expect(calls.requests('GET', '/api/auth/validate')).toHaveLength(0)
    expect(calls.requests('POST', '/api/auth/refresh')).toHaveLength(1)
    expect(readAccessToken()).toBe(newToken)
  })

  it('refreshes when the server refuses the token', async () => {
    const calls = fakeApi({ ...signedInApi(), 'GET /api/auth/validate': () => unauthorized(), 'POST /api/auth/refresh': refreshTo(makeToken()) })
    const status = renderAuth()
    await waitFor(() => expect(status()).toBe('in:did-asha:Asha Verma'))
    expect(calls.requests('POST', '/api/auth/refresh')).toHaveLength(1)
  })

  it('logs out when refresh fails: both tokens and the user are cleared', async () => {
    const calls = fakeApi({
      ...signedInApi(userRecord(), { expiresIn: -60 }),
      'POST /api/auth/refresh': () => unauthorized('Session expired. Please sign in again.'),
    })
    const status = renderAuth()
    await waitFor(() => expect(status()).toBe('unauthenticated'))
    expect(readAccessToken()).toBeUndefined()
    // The server clears the HttpOnly refresh cookie.
    await waitFor(() => expect(calls.requests('POST', '/api/auth/logout')).toHaveLength(1))
  })

  it.each([
    ['uid and did are the same', { uid: 'same', did: 'same' }, 'Invalid token: uid and did are the same'],
    ['did is missing', { uid: 'uid-asha', did: '' }, 'Token missing uid or did'],
  ])('logs (only) when %s, then tries the refresh token', async (_case, claims, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    setAccessCookie(makeToken(claims))
    const calls = fakeApi({ 'POST /api/auth/refresh': () => unauthorized(), 'POST /api/auth/logout': () => ({ body: { success: true } }) })
    const status = renderAuth()
    await waitFor(() => expect(status()).toBe('unauthenticated'))
    expect(warn).toHaveBeenCalledWith(logged)
    expect(calls.requests('GET', '/api/auth/validate')).toHaveLength(0)
    expect(calls.requests('POST', '/api/auth/refresh')).toHaveLength(1)
  })

  it('stays signed in with the token when the user details cannot be fetched', async () => {
    fakeApi({ ...signedInApi(), 'GET /api/users/me': () => ({ status: 503, body: { success: false, message: 'Busy', code: 'UNAVAILABLE' } }) })
    const status = renderAuth()
    await waitFor(() => expect(status()).toBe('in:did-asha:no details'))
  })

  it('logs out when a later request gets a 401 and the refresh fails', async () => {
    const calls = fakeApi({ ...signedInApi(), 'GET /api/properties/p1': () => unauthorized(), 'POST /api/auth/refresh': () => unauthorized() })
    const status = renderAuth()
    await waitFor(() => expect(status()).toBe('in:did-asha:Asha Verma'))
    await act(() => api.get('/properties/p1').catch(() => undefined))
    await waitFor(() => expect(status()).toBe('unauthenticated'))
    expect(calls.requests('POST', '/api/auth/logout')).toHaveLength(1)
  })

  it("clears the user on another tab's signed-out event when no access token is left", async () => {
    fakeApi(signedInApi())
    const status = renderAuth()
    await waitFor(() => expect(status()).toBe('in:did-asha:Asha Verma'))
    const otherTab = new BroadcastChannel('vishwas-auth')
    // Still holding a token: the event alone signs nobody out.
    otherTab.postMessage('signed-out')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(status()).toBe('in:did-asha:Asha Verma')
    clearAccessCookie()
    otherTab.postMessage('signed-out')
    await waitFor(() => expect(status()).toBe('unauthenticated'))
    otherTab.close()
  })

  it('signs out: the server revokes the session, then the other tabs are told', async () => {
    const calls = fakeApi(signedInApi())
    const status = renderAuth()
    await waitFor(() => expect(status()).toBe('in:did-asha:Asha Verma'))
    const otherTab = new BroadcastChannel('vishwas-auth')
    const heard: Array<{ event: unknown; logoutCalls: number }> = []
    otherTab.onmessage = (message: MessageEvent<unknown>) => heard.push({ event: message.data, logoutCalls: calls.requests('POST', '/api/auth/logout').length })
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(status()).toBe('unauthenticated')
    await waitFor(() => expect(heard).toEqual([{ event: 'signed-out', logoutCalls: 1 }]))
    expect(readAccessToken()).toBeUndefined()
    otherTab.close()
  })
})
