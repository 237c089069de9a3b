// SPEC §2: a guard sends signed-out visitors to /login and remembers the page they came from.
import type { Location } from 'react-router'
import { paths } from '../../../config/paths'

export interface LoginRedirectState {
  from?: string
}

export function loginRedirectState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirectState {
  return { from: `${location.pathname}${location.search}${location.hash}` }
}

/** Where to go after signing in: the remembered page when it is one of ours, else home. */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as LoginRedirectState).from : undefined
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return paths.home
  const pathname = from.split(/[?#]/)[0]
  return pathname === paths.login || pathname === paths.logout ? paths.home : from
}
