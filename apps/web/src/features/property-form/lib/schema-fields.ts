// Reads the property's JSON Schema (GET /api/schemas/property) into a list of fields to render:
// strings, numbers, booleans, enums, nested objects, and arrays of strings (as tags). Parts the
// form cannot offer as one input (arrays of objects, unions of shapes) are left out.
import type { JSONSchema } from '@vishwas/domain'
import { humanize } from '../../../lib/format'

interface FieldBase {
  /** Dotted path in the property document, e.g. 'specifications.floors'. */
  path: string
  label: string
  description?: string
  required: boolean
}

export type SchemaField =
  | (FieldBase & { kind: 'text'; maxLength?: number; multiline: boolean })
  | (FieldBase & { kind: 'number'; integer: boolean; minimum?: number; maximum?: number })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & { kind: 'choice'; options: string[]; defaultValue?: string })
  | (FieldBase & { kind: 'tags'; suggestions: string[] })
  | (FieldBase & { kind: 'group'; fields: SchemaField[] })

type Node = JSONSchema & Record<string, unknown>

const LONG_TEXT = 500

function asNode(value: unknown): Node | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : undefined
}

/** A nullable or string-or-number union reads as its one useful branch. */
function unwrap(node: Node): Node | undefined {
  const branches = (node.anyOf ?? node.oneOf)?.map(asNode).filter((b): b is Node => b !== undefined)
  if (!branches) return node
  const useful = branches.filter((b) => b.type !== 'null')
  const number = useful.find((b) => b.type === 'number' || b.type === 'integer')
  const chosen = useful.length === 1 ? useful[0] : number
  return chosen ? { ...chosen, title: node.title ?? chosen.title, description: node.description ?? chosen.description } : undefined
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.flat(2).filter((v): v is string => typeof v === 'string') : []
}

function describe(raw: Node, key: string, path: string, required: boolean, skip: (path: string) => boolean): SchemaField | undefined {
  const node = unwrap(raw)
  if (!node || node.const !== undefined) return undefined
  const base: FieldBase = {
    path,
    label: typeof node.title === 'string' ? node.title : humanize(key),
    required,
    ...(typeof node.description === 'string' ? { description: node.description } : {}),
  }
  if (Array.isArray(node.enum)) {
    const options = node.enum.filter((v): v is string => typeof v === 'string')
    return { ...base, kind: 'choice', options, ...(typeof node.default === 'string' ? { defaultValue: node.default } : {}) }
  }
  switch (node.type) {
    case 'string':
      return { ...base, kind: 'text', multiline: (node.maxLength ?? 0) > LONG_TEXT, ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}) }
    case 'number':
    case 'integer':
      return {
        ...base,
        kind: 'number',
        integer: node.type === 'integer',
        ...(typeof node.minimum === 'number' ? { minimum: node.minimum } : {}),
        ...(typeof node.maximum === 'number' ? { maximum: node.maximum } : {}),
      }
    case 'boolean':
      return { ...base, kind: 'boolean' }
    case 'array': {
      const items = asNode(node.items)
      return items?.type === 'string' ? { ...base, kind: 'tags', suggestions: stringList(node.examples) } : undefined
    }
    case 'object': {
      const fields = describeSchemaFields(node, path, skip)
      return fields.length > 0 ? { ...base, kind: 'group', fields } : undefined
    }
    default:
      return undefined
  }
}

/**
 * The fields of an object schema under `prefix`, in the schema's order, without the paths
 * `skip` names (and without their descendants).
 */
export function describeSchemaFields(schema: JSONSchema, prefix = '', skip: (path: string) => boolean = () => false): SchemaField[] {
  const node = asNode(schema)
  const properties = node?.properties ?? {}
  const required = new Set(node?.required ?? [])
  const fields: SchemaField[] = []
  for (const [key, child] of Object.entries(properties)) {
    const path = prefix ? `${prefix}.${key}` : key
    const childNode = asNode(child)
    if (!childNode || skip(path)) continue
    const field = describe(childNode, key, path, required.has(key), skip)
    if (field) fields.push(field)
  }
  return fields
}

/** The sub-schema at a dotted path, e.g. 'specifications' or 'financial.pricing'. */
export function schemaAt(schema: JSONSchema, path: string): JSONSchema | undefined {
  let node: Node | undefined = asNode(schema)
  for (const key of path.split('.')) {
    node = node ? asNode(node.properties?.[key]) : undefined
    node = node ? unwrap(node) : undefined
  }
  return node
}
