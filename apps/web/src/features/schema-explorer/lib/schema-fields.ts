// A JSON Schema (draft 2020-12, as the domain's zod schemas export it) as a tree of fields the
// explorer can show: each field's name, type in words, whether it is required, its title and
// description, its constraints, and the fields nested inside objects and array items.

/** The parts of a JSON Schema node the explorer reads; anything else is ignored. */
export interface SchemaNode {
  $ref?: string
  $defs?: Record<string, SchemaNode>
  definitions?: Record<string, SchemaNode>
  type?: string | string[]
  title?: string
  description?: string
  properties?: Record<string, SchemaNode>
  required?: string[]
  additionalProperties?: SchemaNode | boolean
  items?: SchemaNode | boolean
  prefixItems?: SchemaNode[]
  anyOf?: SchemaNode[]
  oneOf?: SchemaNode[]
  allOf?: SchemaNode[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  examples?: unknown[]
}

export interface SchemaField {
  /** Unique within its schema: the path, e.g. 'location.geofence.vertices[].latitude'. */
  id: string
  name: string
  title?: string
  description?: string
  /** The type in words: 'string', 'number or string', 'list of Point', 'object or null'. */
  type: string
  required: boolean
  /** Allowed values, default, format and limits, one short line each. */
  details: string[]
  children: SchemaField[]
  /** Depth in the tree, 1 for top-level fields. */
  level: number
}

// JavaScript's largest safe integer is how zod marks "no limit" on integers.
const NO_LIMIT = Number.MAX_SAFE_INTEGER

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** Resolves a local `$ref` ('#/$defs/x'); unknown refs stay as they are. */
function resolve(node: SchemaNode, root: SchemaNode, seen: ReadonlySet<string>): { node: SchemaNode; seen: ReadonlySet<string> } {
  const ref = node.$ref
  if (!ref || seen.has(ref)) return { node, seen }
  const match = /^#\/(\$defs|definitions)\/(.+)$/.exec(ref)
  const target = match ? root[match[1] as '$defs' | 'definitions']?.[decodeURIComponent(match[2] ?? '')] : undefined
  if (!target) return { node, seen }
  const { $ref: _ref, ...rest } = node
  return resolve({ ...target, ...rest }, root, new Set([...seen, ref]))
}

/** Variants of a union other than null: `anyOf`/`oneOf` members, or a list of types. */
function variants(node: SchemaNode): { options: SchemaNode[]; nullable: boolean } {
  const union = node.anyOf ?? node.oneOf
  if (union) {
    const options = union.filter((option) => option.type !== 'null')
    return { options, nullable: options.length < union.length }
  }
  if (Array.isArray(node.type)) {
    const types = node.type.filter((type) => type !== 'null')
    return { options: types.map((type) => ({ ...node, type })), nullable: types.length < node.type.length }
  }
  return { options: [node], nullable: node.type === 'null' }
}

/** allOf members folded into one node (their properties and required lists joined). */
function flatten(node: SchemaNode): SchemaNode {
  if (!node.allOf) return node
  const { allOf, ...rest } = node
  return allOf.reduce<SchemaNode>(
    (merged, part) => {
      const flat = flatten(part)
      return {
        ...flat,
        ...merged,
        properties: { ...merged.properties, ...flat.properties },
        required: [...(merged.required ?? []), ...(flat.required ?? [])],
      }
    },
    { ...rest },
  )
}

function typeOf(node: SchemaNode, root: SchemaNode, seen: ReadonlySet<string>): string {
  const { node: resolved, seen: inner } = resolve(node, root, seen)
  const flat = flatten(resolved)
  const { options, nullable } = variants(flat)
  const words = options.map((option) => singleType(option, root, inner))
  const unique = [...new Set(words)]
  if (nullable) unique.push('null')
  return unique.length > 0 ? unique.join(' or ') : 'null'
}

function singleType(node: SchemaNode, root: SchemaNode, seen: ReadonlySet<string>): string {
  // A reference still here is one already being expanded above (a recursive shape) or unknown.
  if (node.$ref) return `same as ${node.$ref.split('/').pop() ?? node.$ref}`
  if (node.const !== undefined) return typeof node.const
  if (node.prefixItems) return `tuple of ${node.prefixItems.length}`
  const type = typeof node.type === 'string' ? node.type : undefined
  if (type === 'array' || (!type && node.items !== undefined)) {
    const items = typeof node.items === 'object' ? node.items : undefined
    if (!items) return 'list'
    const resolved = resolve(items, root, seen).node
    return `list of ${resolved.title && objectLike(resolved) ? resolved.title : typeOf(items, root, seen)}`
  }
  if (type === 'object' || (!type && node.properties)) {
    const values = typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined
    if (!node.properties && values && Object.keys(values).length > 0) return `map of ${typeOf(values, root, seen)}`
    return 'object'
  }
  if (type) return type
  if (node.enum) return 'enum'
  return 'any'
}

function objectLike(node: SchemaNode): boolean {
  return node.type === 'object' || node.properties !== undefined
}

function limit(label: string, value: number | undefined): string | undefined {
  return value === undefined || Math.abs(value) >= NO_LIMIT ? undefined : `${label} ${value}`
}

function detailsOf(node: SchemaNode): string[] {
  const { options } = variants(flatten(node))
  const lines: (string | undefined)[] = []
  for (const option of [node, ...options]) {
    if (option.enum) lines.push(`One of: ${option.enum.map(show).join(', ')}`)
    if (option.const !== undefined) lines.push(`Always: ${show(option.const)}`)
    if (option.format) lines.push(`Format: ${option.format}`)
    if (option.pattern) lines.push(`Pattern: ${option.pattern}`)
    lines.push(
      limit('Min length', option.minLength),
      limit('Max length', option.maxLength),
      limit('Minimum', option.minimum),
      limit('Maximum', option.maximum),
      limit('Above', option.exclusiveMinimum),
      limit('Below', option.exclusiveMaximum),
      limit('At least', option.minItems),
      limit('At most', option.maxItems),
    )
  }
  if (node.default !== undefined && !(typeof node.default === 'object' && node.default !== null && Object.keys(node.default).length === 0)) {
    lines.push(`Default: ${show(node.default)}`)
  }
  if (node.examples?.length) lines.push(`Example: ${show(node.examples[0])}`)
  if (node.additionalProperties === true || (typeof node.additionalProperties === 'object' && Object.keys(node.additionalProperties).length === 0)) {
    lines.push('Other fields allowed')
  }
  return [...new Set(lines.filter((line): line is string => line !== undefined))]
}

/** The object whose fields a node shows when opened: itself, its list's items, or a union member. */
function containerOf(node: SchemaNode, root: SchemaNode, seen: ReadonlySet<string>): { node: SchemaNode; seen: ReadonlySet<string>; suffix: string } | undefined {
  const { node: resolved, seen: inner } = resolve(node, root, seen)
  const flat = flatten(resolved)
  for (const option of variants(flat).options) {
    const { node: member, seen: memberSeen } = resolve(option, root, inner)
    const flatMember = flatten(member)
    if (flatMember.properties) return { node: flatMember, seen: memberSeen, suffix: '' }
    if (typeof flatMember.items === 'object') {
      const items = containerOf(flatMember.items, root, memberSeen)
      if (items) return { ...items, suffix: `[]${items.suffix}` }
    }
  }
  return undefined
}

function fieldsOf(node: SchemaNode, root: SchemaNode, seen: ReadonlySet<string>, parentId: string, level: number): SchemaField[] {
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([name, child]) => {
    const id = parentId ? `${parentId}.${name}` : name
    const resolved = resolve(child, root, seen).node
    const container = containerOf(child, root, seen)
    return {
      id,
      name,
      title: resolved.title,
      description: resolved.description,
      type: typeOf(child, root, seen),
      required: required.has(name),
      details: detailsOf(flatten(resolved)),
      children: container ? fieldsOf(container.node, root, container.seen, `${id}${container.suffix}`, level + 1) : [],
      level,
    }
  })
}

/** The top-level fields of a schema, each with its nested fields. */
export function schemaFields(schema: SchemaNode): SchemaField[] {
  const container = containerOf(schema, schema, new Set())
  return container ? fieldsOf(container.node, schema, container.seen, container.suffix, 1) : []
}

/** Every field of a tree, parents before children. */
export function allFields(fields: readonly SchemaField[]): SchemaField[] {
  return fields.flatMap((field) => [field, ...allFields(field.children)])
}
