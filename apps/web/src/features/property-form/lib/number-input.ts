// How typed text becomes a form value. Numbers are typed as text so that a mistake stays visible
// and SPEC §5's 'Total price must be a number' can say so; Indian digit grouping is accepted.

/** '' → undefined (let the schema's default apply), '12,00,000' → 1200000, 'abc' → NaN. */
export function parseNumberInput(value: unknown): number | undefined {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return undefined
  const text = value.replace(/[,\s]/g, '')
  if (text === '') return undefined
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN
}

/** An optional text or choice left empty is absent, not ''. */
export function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value
}
