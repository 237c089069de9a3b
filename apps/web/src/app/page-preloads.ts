// What a page's first screen waits for besides the entry script, announced with the page so it
// loads alongside that script instead of after it. The build resolves each `module` to its
// chunks (build/page-preloads.ts) and the API server's web plugin adds the links to index.html
// for the path it answers. The start-up checks (SPEC §2) are the same on every page; the
// route's chunk and first data depend on the path.
// With its extension: the Vite config imports this file, and Vite loads configs without a bundler soon.
import { PROPERTY_IDENTIFIER } from '../config/paths.ts'

export interface PagePreload {
  /** The request's path and query, as a case-insensitive regular expression source. */
  pattern: string
  /** The route module the router loads lazily for that path, relative to apps/web. */
  module: string
  /** The API requests the page makes first; `:name` stands for the pattern's named group. */
  fetches?: readonly string[]
}

/** The start-up gate's services: the data schemas and the property service (SPEC §2). */
export const startupFetches: readonly string[] = ['/api/schemas', '/api/health']

const anyQuery = '(?:\\?.*)?'

/** The first entry whose pattern matches the request is used. */
export const pagePreloads: readonly PagePreload[] = [
  // Without a query string the home page asks for the default list: properties to buy, page 1, newest first.
  { pattern: '^/$', module: 'src/app/routes/home.tsx', fetches: ['/api/properties/public?listingType=sale&page=1&limit=10&sortBy=createdAt&sortOrder=desc'] },
  { pattern: '^/\\?', module: 'src/app/routes/home.tsx' },
  { pattern: `^/login${anyQuery}$`, module: 'src/app/routes/login.tsx' },
  // The server renders the map's page: its chunk is what hydration waits for (the map itself loads after).
  { pattern: `^/map${anyQuery}$`, module: 'src/app/routes/map.tsx' },
  { pattern: `^/SchemaExplorer${anyQuery}$`, module: 'src/app/routes/schema-explorer.tsx' },
  {
    pattern: `^/(?<propertyId>${PROPERTY_IDENTIFIER})${anyQuery}$`,
    module: 'src/app/routes/property.tsx',
    fetches: ['/api/properties/public/:propertyId'],
  },
]
