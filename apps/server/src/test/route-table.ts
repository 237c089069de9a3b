// The running app's route table, read two ways: its OpenAPI document (app.swagger(), which
// every documented route writes itself into) for what each operation takes, and Fastify's own
// router (app.printRoutes()) for the routes the document leaves out. The access matrix uses it
// to find every route that takes an id.
import type { FastifyInstance } from 'fastify'

type Schema = {
  type?: string | string[]
  format?: string
  pattern?: string
  properties?: Record<string, Schema>
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  additionalProperties?: Schema | boolean
}
type Parameter = { in: string; name: string; schema?: Schema }
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> }

/** An operation, "METHOD /path/{param}", and where it takes ids: `path:id`, `query:userId`, `body:updates[].reference`. */
export type IdOperation = { key: string; ids: string[] }

const ID_NAME = /^(id|did|reference)$|Ids?$/

/** A value that names a stored object: an id-like name, a UUID, or a PROP- reference. */
function isIdSchema(name: string, schema: Schema | undefined): boolean {
  if (ID_NAME.test(name)) return true
  const variants = [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? []), ...(schema?.items ? [schema.items] : [])]
  return variants.some((variant) => variant?.format === 'uuid' || variant?.pattern?.startsWith('^PROP-') === true)
}

/** Where a body schema takes ids (objects and arrays are walked; free-form objects have no named fields). */
function bodyIds(schema: Schema | undefined, path: string, depth = 0): string[] {
  if (!schema || depth > 8) return []
  const found: string[] = []
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const at = path ? `${path}.${name}` : name
    if (isIdSchema(name, field)) found.push(`body:${at}`)
    else found.push(...bodyIds(field, at, depth + 1))
  }
  if (schema.items) found.push(...bodyIds(schema.items, `${path}[]`, depth + 1))
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) found.push(...bodyIds(variant, path, depth + 1))
  return [...new Set(found)]
}

/** Every operation of the document that takes an id in its path, query or body. */
export function idOperations(document: OpenApiDocument): IdOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const parameters = (operation.parameters ?? []).filter((parameter) => isIdSchema(parameter.name, parameter.schema)).map((p) => `${p.in}:${p.name}`)
      const ids = [...parameters, ...bodyIds(operation.requestBody?.content?.['application/json']?.schema, '')]
      return ids.length > 0 ? [{ key: `${method.toUpperCase()} ${path}`, ids }] : []
    }),
  )
}

/** The router's routes as "/full/path/:param" with their methods, from app.printRoutes(). */
export function routerRoutes(app: Pick<FastifyInstance, 'printRoutes'>): { path: string; methods: string[] }[] {
  const stack: string[] = []
  const routes: { path: string; methods: string[] }[] = []
  for (const line of app.printRoutes().split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    stack.length = depth
    stack.push(match[2]!)
    if (match[3]) routes.push({ path: stack.join(''), methods: match[3].split(', ') })
  }
  return routes
}

/** A path with every parameter as `{}`, so "/a/:id|:reference" and "/a/{reference}" compare equal. */
export const pathShape = (path: string) => path.replace(/\{[^}]+\}|:[^/]+|\*/g, '{}')
