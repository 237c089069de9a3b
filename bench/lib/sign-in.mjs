// Signing demo users in against a production server, through the real flow: the bot check solved
// with altcha-lib, the one-time code read from the console SMS provider's log line (the server
// must run with SMS_PROVIDER=console and LOG_LEVEL=info, its stdout piped to `codesFromLog`).
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

async function post(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const json = await response.json()
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

/** Reads the server's stdout and hands each one-time code to whoever waits for that phone. */
export function codesFromLog(stdout) {
  const waiting = new Map()
  let buffered = ''
  stdout.on('data', (chunk) => {
    buffered += chunk.toString('utf8')
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines) {
      const match = /one-time code for (\+\d+): (\d{6})/.exec(line)
      if (match) waiting.get(match[1])?.(match[2])
    }
  })
  return {
    next: (phone) =>
      new Promise((done, fail) => {
        const timer = setTimeout(() => fail(new Error('no code in the log')), 10_000)
        waiting.set(phone, (code) => {
          clearTimeout(timer)
          done(code)
        })
      }),
  }
}

/** A demo user signs in; returns the access token. */
export async function signIn(url, codes, phoneNumber) {
  const { challenge } = await (await fetch(`${url}/api/auth/challenge`)).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  // Listen before sending: the log line can arrive before the HTTP answer.
  const sent = codes.next(phoneNumber)
  const { verificationId } = await post(`${url}/api/auth/otp/send`, { phoneNumber, altcha })
  const code = await sent
  const { data } = await post(`${url}/api/auth/otp/verify`, { verificationId, code })
  const session = await post(`${url}/api/auth/token`, { uid: data.uid, phoneNumber, idToken: data.idToken })
  return session.data.accessToken
}
