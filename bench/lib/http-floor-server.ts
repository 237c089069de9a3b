// node --import tsx bench/lib/http-floor-server.ts <plan.json>   (http-floor.mjs runs it)
//
// The floor under the overhead ratio: the least an HTTP server in Node can add to the same SQL.
// A bare node:http server, no framework, no hooks, no validation, no sign-in check: for each of
// the plan's calls it sends the statements the real server sent (captured as direct-sql.ts
// captures them), through the server's own DatabaseHandle with the server's pool size, and then
// writes the body the real server answered with, as a fixed string. Whatever our server takes
// above this floor is its own (routing, checks, building the answer); the floor's own distance
// from the direct SQL is what any Node server pays on this machine. Prints `PORT n` when ready.
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import { loadConfig } from '../../apps/server/src/config'
import { openConfiguredDatabase } from '../../apps/server/src/db/open'
import { captureCalls, handleRunner, type Endpoint } from './sql-replay'

const [planFile] = process.argv.slice(2)
if (!planFile) throw new Error('usage: node --import tsx bench/lib/http-floor-server.ts <plan.json>')
const { endpoints } = JSON.parse(readFileSync(planFile, 'utf8')) as { endpoints: Endpoint[] }
const config = loadConfig()
const database = await openConfiguredDatabase(config)
const calls = await captureCalls(config, database, endpoints)
const run = handleRunner(database)
const routes = new Map(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, calls.get(endpoint.key)]))

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
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  if (typeof address === 'object' && address) console.log(`PORT ${address.port}`)
})
process.once('SIGTERM', () => server.close(() => void database.close().then(() => process.exit(0))))
