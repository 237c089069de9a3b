// node --import tsx bench/lib/http-floor-server.ts <plan.json> [fastify]   (lib/floor.mjs starts it)
//
// The floor under the overhead ratio: the least an HTTP server in Node can add to the same SQL.
// A bare node:http server, no framework, no hooks, no validation, no sign-in check: for each of
// the plan's calls it sends the statements the real server sent (captured as direct-sql.ts
// captures them), through the server's own DatabaseHandle with the server's pool size, and then
// writes the body the real server answered with, as a fixed string. Whatever our server takes
// above this floor is its own (routing, checks, building the answer); the floor's own distance
// from the direct SQL is what any Node server pays on this machine. Prints `PORT n` when ready.
//
// With `fastify` the same replay answers from a bare Fastify instance instead: one catch-all
// route, no plugins, hooks, schemas or logger, the body parsed as Fastify parses JSON. Its
// distance from the node:http floor is what the framework itself costs, before any of our code.
import { createServer, type Server } from 'node:http'
import Fastify from 'fastify'
import { readFileSync } from 'node:fs'
import { loadConfig } from '../../apps/server/src/config'
import { openConfiguredDatabase } from '../../apps/server/src/db/open'
import { captureCalls, handleRunner, type Endpoint } from './sql-replay'

const [planFile, framework] = process.argv.slice(2)
if (!planFile || (framework !== undefined && framework !== 'fastify')) throw new Error('usage: node --import tsx bench/lib/http-floor-server.ts <plan.json> [fastify]')
const { endpoints } = JSON.parse(readFileSync(planFile, 'utf8')) as { endpoints: Endpoint[] }
const config = loadConfig()
const database = await openConfiguredDatabase(config)
const calls = await captureCalls(config, database, endpoints)
const run = handleRunner(database)
const routes = new Map(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, calls.get(endpoint.key)]))

const server = framework === 'fastify' ? await bareFastify() : await bareHttp()
const address = server.address()
if (typeof address === 'object' && address) console.log(`PORT ${address.port}`)
process.once('SIGTERM', () => server.close(() => void database.close().then(() => process.exit(0))))

async function bareHttp(): Promise<Server> {
  const server = createServer((request, response) => {
    const call = routes.get(`${request.method} ${request.url}`)
    // The request body (containing-point's) is read and dropped: the answer is the captured one.
    request.resume()
    if (!call) {
      response.writeHead(404).end()
      return
    }
    run(call.statements).then(
      () => response.writeHead(call.status, { 'content-type': call.contentType }).end(call.body),
      (error: unknown) => response.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

async function bareFastify(): Promise<Server> {
  const app = Fastify()
  app.all('*', async (request, reply) => {
    const call = routes.get(`${request.method} ${request.url}`)
    if (!call) return reply.code(404).send()
    await run(call.statements)
    return reply.code(call.status).header('content-type', call.contentType).send(call.body)
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return app.server
}
