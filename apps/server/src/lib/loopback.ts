// Addresses of this machine: 127.0.0.0/8, ::1 and IPv4-mapped 127.x (how a dual-stack socket
// reports an IPv4 loopback peer).
import { isIP } from 'node:net'

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const a = address.trim().toLowerCase()
  if (isIP(a) === 4) return a.startsWith('127.')
  return a === '::1' || /^::ffff:127\.\d+\.\d+\.\d+$/.test(a)
}
