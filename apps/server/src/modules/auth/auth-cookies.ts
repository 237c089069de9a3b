// The session cookies (SPEC §9, ARCHITECTURE §7): 7 days, Secure, SameSite=Strict, path /. The
// access token's cookie is readable by the web app (it sends the Bearer header); the refresh
// token's cookie is HttpOnly.
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

export function setSessionCookies(reply: FastifyReply, tokens: { accessToken: string; refreshToken: string }): void {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...attributes, httpOnly: false, maxAge: MAX_AGE_SECONDS })
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...attributes, httpOnly: true, maxAge: MAX_AGE_SECONDS })
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { ...attributes, httpOnly: false })
  reply.clearCookie(REFRESH_COOKIE, { ...attributes, httpOnly: true })
}
