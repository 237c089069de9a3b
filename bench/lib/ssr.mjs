// The server's render of each page's first view (issue #26): the page under autocannon at 10
// connections, p95 of its answer. A page that went out as the client shell was not rendered and
// says so, so a render that silently stopped cannot pass.
import { load } from './server.mjs'

/** `propertyId`: a public listing to render. */
export async function measureSsr(url, propertyId, { connections = 10, duration = 10 } = {}) {
  const pages = [
    { name: '/', path: '/' },
    { name: 'property page', path: `/${propertyId}` },
    { name: '/map', path: '/map' },
    { name: '/login', path: '/login' },
  ]
  const results = []
  for (const page of pages) {
    const html = await (await fetch(url + page.path)).text()
    const rendered = html.includes('id="first-view-state"')
    const measured = await load(url, { path: page.path, connections, duration, warmup: 2, label: page.name })
    results.push({ name: page.name, rendered, ...measured })
  }
  return { connections, duration, pages: results }
}
