import { describe, expect, it, vi } from 'vitest'
import { checkToken, checkTokenPayload, decodeTokenPayload, isTokenValid } from './token'

const encode = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
const jwt = (payload: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`
const now = 1_750_000_000_000
const exp = now / 1000 + 900

describe('token rules', () => {
  it('accepts a decodable, unexpired token with different uid and did', () => {
    const log = vi.fn()
    const result = checkToken(jwt({ uid: 'phone-uid', did: 'user-uuid', exp, roles: { isSeller: true } }), now, log)
    expect(result).toEqual({ valid: true, payload: { uid: 'phone-uid', did: 'user-uuid', exp, roles: { isAdmin: false, isSeller: true, isDealer: false } } })
    expect(log).not.toHaveBeenCalled()
  })

  it.each([null, undefined, '', 'abc', 'a.!!!.c', `x.${encode('not json')}.y`, `x.${encode([1])}.y`, `x.${encode(null)}.y`])('refuses %j as undecodable', (token) => {
    expect(checkToken(token, now)).toEqual({ valid: false, reason: 'undecodable' })
  })

  it('refuses expired tokens and tokens without exp', () => {
    expect(checkToken(jwt({ uid: 'a', did: 'b', exp: now / 1000 }), now)).toEqual({ valid: false, reason: 'expired' })
    expect(checkToken(jwt({ uid: 'a', did: 'b', exp: now / 1000 + 1 }), now).valid).toBe(true)
    expect(checkToken(jwt({ uid: 'a', did: 'b' }), now)).toEqual({ valid: false, reason: 'expired' })
  })

  it("logs 'Token missing uid or did'", () => {
    const log = vi.fn()
    expect(checkToken(jwt({ uid: 'a', exp }), now, log)).toEqual({ valid: false, reason: 'missing-ids' })
    expect(checkToken(jwt({ did: 'b', uid: '', exp }), now, log).valid).toBe(false)
    expect(log).toHaveBeenCalledTimes(2)
    expect(log).toHaveBeenCalledWith('Token missing uid or did')
  })

  it("logs 'Invalid token: uid and did are the same'", () => {
    const log = vi.fn()
    expect(checkToken(jwt({ uid: 'same', did: 'same', exp }), now, log)).toEqual({ valid: false, reason: 'same-ids' })
    expect(log).toHaveBeenCalledWith('Invalid token: uid and did are the same')
  })

  it('logs to console.warn by default and decodes UTF-8', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(isTokenValid(jwt({ uid: 'x', did: 'x', exp }), now)).toBe(false)
    expect(warn).toHaveBeenCalledWith('Invalid token: uid and did are the same')
    warn.mockRestore()
    expect(decodeTokenPayload(jwt({ name: 'विश्वास' }))).toEqual({ name: 'विश्वास' })
    expect(checkTokenPayload({ uid: 'a', did: 'b', exp: exp + 0.5 }, now)).toEqual({ valid: false, reason: 'undecodable' })
    expect(isTokenValid(jwt({ uid: 'a', did: 'b', exp }))).toBe(false)
  })
})
