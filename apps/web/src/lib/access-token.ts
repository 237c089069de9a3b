// The access token lives in the `vishwas_access` cookie, which the server sets at sign-in and on
// refresh (SPEC §9: 7 days, Secure, SameSite=Strict, path /); the refresh token is in an HttpOnly
// cookie the client never sees.
//
// SPEC §7 says the token is "stored encrypted" and that the raw value is used when decryption
// fails. The server stores the signed JWT itself: a key shipped to the browser to decrypt it would
// protect nothing, so the client reads the raw value, which is what SPEC's fallback does anyway.
import { AUTH_COOKIE } from '@vishwas/domain'

export const ACCESS_TOKEN_COOKIE = 'vishwas_access'

/** The access token from its cookie, or undefined when there is none. */
export function readAccessToken(): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== ACCESS_TOKEN_COOKIE) continue
    const value = rest.join('=')
    if (value === '') return undefined
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}

/** Removes the access token cookie here; the HttpOnly refresh cookie is cleared by the server's logout. */
export function clearAccessToken(): void {
  if (typeof document === 'undefined') return
  const secure = AUTH_COOKIE.secure ? '; Secure' : ''
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=${AUTH_COOKIE.path}; SameSite=Strict${secure}`
}
