// A stand-in for an outside API on 127.0.0.1: it replays recorded answers, so the real adapter
// code (URL, headers, parsing, errors) runs in tests without touching the internet.
import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Replay {
  status?: number
  body: unknown
  /** Answer only after this long (a service too slow for the caller's time-out). */
  delayMs?: number
}

export interface SeenRequest {
  url: URL
  headers: IncomingHttpHeaders
  method: string
  /** The request's body as text ('' for none). */
  body: string
}

export interface FakeHttpServer {
  url: string
  requests: SeenRequest[]
  /** Answer requests for `pathname` with this from now on. */
  reply: (pathname: string, replay: Replay | ((request: SeenRequest) => Replay)) => void
  close: () => Promise<void>
}

/** A recorded answer kept as JSON next to the adapter's tests. */
export function recorded(directory: string, name: string): unknown {
  return JSON.parse(readFileSync(`${directory}/fixtures/${name}.json`, 'utf8'))
}

export async function startFakeHttpServer(): Promise<FakeHttpServer> {
  const replies = new Map<string, Replay | ((request: SeenRequest) => Replay)>()
  const requests: SeenRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => answerRequest(req, res, Buffer.concat(chunks).toString('utf8')))
  })
  const answerRequest = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const seen = { url: new URL(req.url ?? '/', 'http://127.0.0.1'), headers: req.headers, method: req.method ?? 'GET', body }
    requests.push(seen)
    const found = replies.get(seen.url.pathname)
    const replay = typeof found === 'function' ? found(seen) : (found ?? { status: 404, body: { error: 'not found' } })
    const answer = () => {
      res.writeHead(replay.status ?? 200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(replay.body))
    }
    if (!replay.delayMs) {
      answer()
      return
    }
    // A caller that gives up closes the connection; the answer is then never sent.
    const timer = setTimeout(answer, replay.delayMs)
    res.on('close', () => clearTimeout(timer))
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (pathname, replay) => void replies.set(pathname, replay),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
