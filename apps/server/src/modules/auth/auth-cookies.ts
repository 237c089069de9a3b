// The session cookies (SPEC §9, ARCHITECTURE §7): 7 days, Secure, SameSite=Strict, path /. The
// access token's cookie is readable by the web app by design (it sends the token as the Bearer
// header, SPEC §7's client); the refresh token's cookie is HttpOnly. The OpenAPI document's
// description of them is built here from the same attributes, so the two cannot drift apart.
import { AUTH_COOKIE } from '@vishwas/domain'
import type { FastifyReply } from 'fastify'

export const ACCESS_COOKIE = 'vishwas_access'
export const REFRESH_COOKIE = 'vishwas_refresh'

const attributes = {
  path: AUTH_COOKIE.path,
  secure: AUTH_COOKIE.secure,
  sameSite: AUTH_COOKIE.sameSite,
} as const

const MAX_AGE_SECONDS = AUTH_COOKIE.maxAgeDays * 24 * 60 * 60
const ACCESS_HTTP_ONLY = false
const REFRESH_HTTP_ONLY = true

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** What the cookies are, for the OpenAPI document (the routes that set or clear them). */
export const SESSION_COOKIES_DESCRIPTION = [
  `Both cookies: Max-Age=${MAX_AGE_SECONDS} (${AUTH_COOKIE.maxAgeDays} days), Path=${attributes.path}, ${attributes.secure ? 'Secure, ' : ''}SameSite=${capitalised(attributes.sameSite)}.`,
  `\`${ACCESS_COOKIE}\`: the access token (15 minutes), ${ACCESS_HTTP_ONLY ? 'HttpOnly' : 'not HttpOnly, by design'}: the web app reads it to send the \`Authorization: Bearer\` header, and the server also accepts it as the cookie. A script that runs in the page could read it; it lives 15 minutes and dies with its session (logout, a replayed refresh token).`,
  `\`${REFRESH_COOKIE}\`: the refresh token, ${REFRESH_HTTP_ONLY ? 'HttpOnly' : 'not HttpOnly'}: no script can read it; only /api/auth/refresh and /api/auth/logout use it.`,
].join(' ')

export function setSessionCookies(reply: FastifyReply, tokens: { accessToken: string; refreshToken: string }): void {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...attributes, httpOnly: ACCESS_HTTP_ONLY, maxAge: MAX_AGE_SECONDS })
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...attributes, httpOnly: REFRESH_HTTP_ONLY, maxAge: MAX_AGE_SECONDS })
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { ...attributes, httpOnly: ACCESS_HTTP_ONLY })
  reply.clearCookie(REFRESH_COOKIE, { ...attributes, httpOnly: REFRESH_HTTP_ONLY })
}
