// Debian's redis-server and nginx for the tests that need them (.ci/run installs both). Without
// one, those tests are reported as skipped with the reason; with REQUIRE_ALL_SUITES=1 (CI) a
// missing one is an error.
import { existsSync } from 'node:fs'

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** Whether `path` exists; throws when it does not and every suite is required. */
export function hasSystemBinary(path: string, packageName: string): boolean {
  if (existsSync(path)) return true
  if (process.env.REQUIRE_ALL_SUITES === '1') throw new Error(`REQUIRE_ALL_SUITES=1 but ${path} is missing (Debian package ${packageName})`)
  return false
}
