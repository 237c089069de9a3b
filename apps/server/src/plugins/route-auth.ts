// What a route asks of its caller, read from the route's own hooks: a hook made by the auth
// plugin's guards (app.requireUser, app.requireSeller, app.requireAdmin, requireSignedIn()) means
// a signed-in caller is required; app.optionalUser means the route reads the caller when there is
// one; no such hook means a public route. The OpenAPI document's `security` of every operation is
// derived from this (plugins/swagger.ts), so it cannot drift from the guards, and a public route
// that calls request.authenticate() anyway is refused at run time (assertRouteReadsCaller).
import type { FastifyRequest, RouteOptions } from 'fastify'

/** `required`: 401 without a valid access token; `optional`: the caller is read if signed in; `none`: public. */
export type RouteAuth = 'required' | 'optional' | 'none'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for every route by the swagger plugin from the route's hooks (see route-auth.ts). */
    auth?: RouteAuth
  }
}

const declared = new WeakMap<object, Exclude<RouteAuth, 'none'>>()

/** Marks a route hook as one that authenticates the caller; returns the same hook. */
export function declareAuth<Hook extends object>(auth: Exclude<RouteAuth, 'none'>, hook: Hook): Hook {
  declared.set(hook, auth)
  return hook
}

const hookNames = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const

/** The route's requirement, from the hooks it declares (a required guard outweighs an optional one). */
export function routeAuth(route: Pick<RouteOptions, (typeof hookNames)[number]>): RouteAuth {
  const hooks = hookNames.flatMap((name): unknown[] => {
    const value: unknown = route[name]
    return Array.isArray(value) ? value : value === undefined ? [] : [value]
  })
  const found = hooks.map((hook) => (typeof hook === 'function' ? declared.get(hook) : undefined))
  if (found.includes('required')) return 'required'
  if (found.includes('optional')) return 'optional'
  return 'none'
}

/**
 * Called by request.authenticate(): a route documented as public must not read the caller (its
 * OpenAPI entry would say no token is taken). Give it `preHandler: app.optionalUser`, or a guard.
 */
export function assertRouteReadsCaller(request: FastifyRequest): void {
  const { auth, method, url } = request.routeOptions.config
  if (auth === 'none') {
    throw new Error(`${String(method)} ${url ?? ''} calls request.authenticate() without declaring it: add preHandler: app.optionalUser (or a guard) to the route`)
  }
}
