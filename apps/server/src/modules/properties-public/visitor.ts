// Who a view or an analytics event comes from, so each is counted once (both calls are anonymous
// by SPEC §6). A visitor is the client address as Fastify sees it (`request.ip`: the socket's
// peer, or behind trusted proxies the address TRUST_PROXY resolves) together with the browser's
// User-Agent. Neither is kept: the limit store sees only keyed hashes (HMAC-SHA-256 under a key
// derived from TOKEN_SIGNING_KEY), which without the key cannot be reversed by trying every
// address, and which change with the key.
import { createHmac } from 'node:crypto'
import { deriveKey } from '../auth/auth-tokens'

export type Visitor = {
  /** The address and the User-Agent: one browser on one network. */
  visitor: string
  /** The address alone: every browser behind it (a household, an office, a mobile carrier's NAT). */
  address: string
}

export type VisitorOf = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }) => Visitor

/** The longest User-Agent read (a longer one is cut, not refused: it only names a browser). */
const MAX_USER_AGENT = 512

export function createVisitorOf(signingKey: string): VisitorOf {
  const key = Buffer.from(deriveKey(signingKey, 'visitor'))
  const hash = (text: string) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 32)
  return (request) => {
    const agent = (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT)
    return { visitor: hash(`v\n${request.ip}\n${agent}`), address: hash(`a\n${request.ip}`) }
  }
}

const DAY_MS = 24 * 60 * 60 * 1000
/** India Standard Time, UTC+05:30 all year (no daylight saving): a listing's day is India's day. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

/** The Indian calendar day of a moment (days since 1970-01-01 IST) and when it ends (epoch ms). */
export function indianDay(nowMs: number): { day: number; endsAtMs: number } {
  const day = Math.floor((nowMs + IST_OFFSET_MS) / DAY_MS)
  return { day, endsAtMs: (day + 1) * DAY_MS - IST_OFFSET_MS }
}
