// How deeply a parsed JSON value nests. JSON.parse takes any depth, but what then walks the value
// recursively (JSON.stringify, validation, the database's jsonb) runs out of stack a few thousand
// levels down, so a request or an import nested deeper than MAX_JSON_DEPTH is refused first.

/** The most levels of objects and arrays a JSON body or import may nest; documents use about 5. */
export const MAX_JSON_DEPTH = 32

/** Whether `value` nests objects and arrays more than `max` levels deep. Without recursion. */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const pending: { value: object; depth: number }[] = []
  if (value !== null && typeof value === 'object') pending.push({ value, depth: 1 })
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.depth > max) return true
    for (const item of Object.values(next.value)) {
      if (item !== null && typeof item === 'object') pending.push({ value: item as object, depth: next.depth + 1 })
    }
  }
  return false
}
