// Who the development outbox answers (config.devOutbox). Every sign-in code can be read from it,
// so by default only a client on this machine: judged by the socket's peer address, never by a
// forwarded header a client can write itself (request.ip follows TRUST_PROXY). A request that
// came through a proxy is not a local client even when the proxy runs here, so one carrying
// forwarding headers is refused too. With UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK everyone is answered.
import type { FastifyRequest } from 'fastify'
import type { DevOutboxAudience } from '../../config'
import { isLoopbackAddress } from '../../lib/loopback'

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const

export function outboxAnswers(audience: DevOutboxAudience, request: FastifyRequest): boolean {
  if (audience === 'none') return false
  if (audience === 'network') return true
  return isLoopbackAddress(request.raw.socket.remoteAddress) && !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)
}
