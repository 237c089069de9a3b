import { loadavg } from 'node:os'
import { auditPages } from './lib/lighthouse.mjs'
import { measureSsr } from './lib/ssr.mjs'
const [url, id, runs] = process.argv.slice(2)
console.log('load before', loadavg())
const ssr = await measureSsr(url, id, { connections: 10, duration: 10 })
console.log(JSON.stringify(ssr.pages.map((p) => ({ name: p.name, rendered: p.rendered, p50: p.p50, p95: p.p95, rps: p.requestsPerSecond, errors: p.errors }))))
console.log('load', loadavg())
const pages = [{ name: '/', path: '/' }, { name: 'property page', path: `/${id}` }, { name: '/map', path: '/map' }, { name: '/login', path: '/login' }]
const found = await auditPages(url, pages, { runs: Number(runs) })
for (const p of found) console.log(JSON.stringify({ name: p.name, score: p.score, lcp: p.lcpMs ?? p.lcp, cls: p.cls, fcp: p.fcpMs ?? p.fcp, tbt: p.tbtMs ?? p.tbt }))
console.log('load after', loadavg())
