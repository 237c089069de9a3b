// Searching a schema's fields by name, title or description: which fields match, which stay in
// view (matches, their ancestors, and everything inside a match), and which open automatically
// (the ancestors, so every match is visible).
import type { SchemaField } from './schema-fields'

export interface FieldSearch {
  query: string
  matched: ReadonlySet<string>
  visible: ReadonlySet<string>
  expanded: ReadonlySet<string>
}

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase()
}

export function fieldMatches(field: SchemaField, query: string): boolean {
  return [field.name, field.title, field.description].some((text) => text?.toLowerCase().includes(query))
}

function addAll(field: SchemaField, into: Set<string>): void {
  into.add(field.id)
  for (const child of field.children) addAll(child, into)
}

/** `query` as typed; an empty query matches nothing and hides nothing. */
export function searchFields(fields: readonly SchemaField[], query: string): FieldSearch {
  const q = normalizeQuery(query)
  const matched = new Set<string>()
  const visible = new Set<string>()
  const expanded = new Set<string>()
  if (!q) return { query: q, matched, visible, expanded }

  const visit = (field: SchemaField, ancestors: readonly SchemaField[]): void => {
    if (fieldMatches(field, q)) {
      matched.add(field.id)
      addAll(field, visible)
      for (const ancestor of ancestors) {
        visible.add(ancestor.id)
        expanded.add(ancestor.id)
      }
    }
    for (const child of field.children) visit(child, [...ancestors, field])
  }
  for (const field of fields) visit(field, [])
  return { query: q, matched, visible, expanded }
}
