// One form model for both layouts: the property document itself (PropertyInput). A new one
// starts from the domain's blank property; an edit starts from the stored document, and saving
// sends the stored document merged with the form's values.
import { createBlankProperty, generatePropertyReference, type Property, type PropertyDraft, type PropertyInput } from '@vishwas/domain'

/** A new listing: SPEC §3's blank property with a client-made reference; number boxes start empty. */
export function newPropertyValues(): PropertyInput {
  const blank = createBlankProperty()
  return {
    ...blank,
    reference: generatePropertyReference(),
    financial: { pricing: { ...blank.financial.pricing, totalPrice: undefined } },
    specifications: { ...blank.specifications, area: { ...blank.specifications.area, total: undefined }, rooms: {} },
  }
}

/** The stored document as the form holds it. */
export function editPropertyValues(stored: Property): PropertyInput {
  return structuredClone(stored)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * `base` with `changes` laid over it: objects merge, arrays and other values replace, and a key
 * the form cleared (present, undefined) is removed. Keys only the stored document knows stay.
 */
export function mergeChanges(base: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(changes)) {
    const current = merged[key]
    if (value === undefined) delete merged[key]
    else if (isPlainObject(value) && isPlainObject(current)) merged[key] = mergeChanges(current, value)
    else merged[key] = value
  }
  return merged
}

/** PUT's body: the stored property merged with the checked form values. */
export function updateBody(stored: Property, draft: PropertyDraft): Record<string, unknown> {
  return mergeChanges(stored, draft)
}
