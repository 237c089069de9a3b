// What the OpenAPI document says of each operation beyond its schemas, derived in one place from
// the route itself so that every route, new ones included, gets it: a stable operationId from the
// method and path, and its security from the route's guards (route-auth.ts).
import { ACCESS_COOKIE } from '../modules/auth/auth-cookies'
import type { RouteAuth } from './route-auth'

export const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from `POST /api/auth/token` or `POST /api/auth/refresh` (`data.accessToken`), valid 15 minutes, as `Authorization: Bearer <token>`.',
  },
  accessCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: ACCESS_COOKIE,
    description: `The same access token in the \`${ACCESS_COOKIE}\` cookie that sign-in and refresh set (not HttpOnly: the web app reads it to send the Bearer header); read when no \`Authorization\` header is sent.`,
  },
} as const

type SecurityRequirement = Partial<Record<keyof typeof securitySchemes, string[]>>

const signedIn: SecurityRequirement[] = [{ bearerAuth: [] }, { accessCookie: [] }]

/** `required`: either scheme; `optional`: none (`{}`) or either scheme; `none`: explicitly public. */
export function securityFor(auth: RouteAuth): SecurityRequirement[] {
  switch (auth) {
    case 'required':
      return signedIn
    case 'optional':
      return [{}, ...signedIn]
    case 'none':
      return []
  }
}

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter((word) => word !== '')
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * `GET /api/properties/:id/within-radius/:radius` -> `getPropertiesByIdWithinRadiusByRadius`: the
 * method, then the path after /api with each parameter as `By<Name>`. It depends on the route
 * alone, so adding routes never renames an existing operation; a route may set its own
 * `schema.operationId` instead (the document's lint test fails on a duplicate).
 */
export function operationIdFor(method: string, url: string): string {
  const path = url
    .replace(/^\/api(?=\/|$)/, '')
    .replace(/:(\w+)(?:\([^)]*\))?/g, ' by $1 ')
    .replace(/\*/g, ' wildcard ')
  return method.toLowerCase() + words(path).map(capitalize).join('')
}
