// What the network may see: the development outbox only answers this machine, so a server with
// the console SMS provider that listens beyond it does not start without the loudly named
// override; TRUST_PROXY names the proxies, never "every hop".
import { describe, expect, it } from 'vitest'
import { ConfigError, isLoopbackHost, loadConfig } from './config'

// Keys given, so nothing is written into DATA_DIR (it is never created).
const base = { DATA_DIR: '/nonexistent/vishwas-config-test', TOKEN_SIGNING_KEY: 'k'.repeat(40), ALTCHA_HMAC_KEY: 'a'.repeat(40) }

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...base, ...env })
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('the development outbox and the listen address', () => {
  it.each(['0.0.0.0', '::', '192.168.1.20', 'vishwas.local'])('refuses HOST=%s with the console SMS provider, naming what to set', (host) => {
    const problems = problemsOf({ HOST: host })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^HOST, SMS_PROVIDER: /)
    expect(problems[0]).toContain(`HOST=${host}`)
    expect(problems[0]).toContain('UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK=true')
    expect(() => loadConfig({ ...base, HOST: host })).toThrow(/Invalid configuration:\n {2}- HOST, SMS_PROVIDER: /)
  })

  it('answers this machine only by default, nobody in production or with a real SMS provider', () => {
    expect(loadConfig(base).devOutbox).toBe('loopback')
    expect(loadConfig({ ...base, HOST: '::1' }).devOutbox).toBe('loopback')
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).devOutbox).toBe('loopback')
    expect(loadConfig({ ...base, HOST: '0.0.0.0', NODE_ENV: 'production' }).devOutbox).toBe('none')
    const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'template' }
    expect(loadConfig({ ...base, ...msg91, HOST: '0.0.0.0' }).devOutbox).toBe('none')
  })

  it('starts on the network with the override, which opens the outbox to every client', () => {
    expect(loadConfig({ ...base, HOST: '0.0.0.0', UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK: 'true' }).devOutbox).toBe('network')
    expect(loadConfig({ ...base, HOST: '0.0.0.0', UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK: 'true', NODE_ENV: 'production' }).devOutbox).toBe('none')
    expect(problemsOf({ UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK: 'please' })[0]).toMatch(/^UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK: must be one of/)
  })

  it('knows the loopback listen addresses', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host)).toBe(true)
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '128.0.0.1', 'example.com', '::ffff:10.0.0.1']) expect(isLoopbackHost(host)).toBe(false)
  })
})

describe('TRUST_PROXY', () => {
  it('is off by default and with false', () => {
    expect(loadConfig(base).trustProxy).toBe(false)
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false)
  })

  it('takes the proxies as addresses and CIDR ranges', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,fd00::/8,::1, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1', 'loopback'])
  })

  it('refuses true, saying what to set instead', () => {
    const [problem] = problemsOf({ TRUST_PROXY: 'true' })
    expect(problem).toBe(
      "TRUST_PROXY: 'true' would trust every X-Forwarded-For hop, so any client could choose its own address; name your proxies' addresses or ranges, for example TRUST_PROXY=10.0.0.0/8,127.0.0.1",
    )
  })

  it('refuses a hop count and what is not an address or a range', () => {
    expect(problemsOf({ TRUST_PROXY: '2' })[0]).toMatch(/^TRUST_PROXY: a number of proxies cannot tell a proxy from a client that connects directly; /)
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1,', '::1/129', '10.0.0.0/8/8']) {
      expect(problemsOf({ TRUST_PROXY: bad })[0]).toMatch(/^TRUST_PROXY: '.*' is not an IP address or a CIDR range; /)
    }
  })
})

describe('LOG_FORMAT', () => {
  it('is readable in development and JSON elsewhere, unless set', () => {
    expect(loadConfig(base).logFormat).toBe('pretty')
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).logFormat).toBe('json')
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).logFormat).toBe('json')
    expect(loadConfig({ ...base, LOG_FORMAT: 'json' }).logFormat).toBe('json')
    expect(problemsOf({ LOG_FORMAT: 'xml' })).toEqual(['LOG_FORMAT: must be pretty or json'])
  })
})
