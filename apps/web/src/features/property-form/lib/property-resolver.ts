// The form's validation: SPEC §5's property data check first, its messages verbatim on their
// fields, then the domain's zod propertySchema for everything else. Both come from the domain.
import { zodResolver } from '@hookform/resolvers/zod'
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { messages, propertySchema, REQUIRED_PROPERTY_FIELDS, validatePropertyData, type PropertyDraft, type PropertyInput } from '@vishwas/domain'

/** The field each message of the data check is about. */
const specCheckFields = new Map<string, string>([
  ...REQUIRED_PROPERTY_FIELDS.map((path) => [messages.missingRequiredField(path), path] as const),
  [messages.totalPriceMustBeNumber, 'financial.pricing.totalPrice'],
  [messages.totalAreaMustBeNumber, 'specifications.area.total'],
])

/** Plain words for zod's generic issues; rules with their own message (PIN code, RERA) keep it. */
export function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'Enter a whole number'
      if (issue.expected === 'number') return 'Enter a number'
      return undefined
    case 'too_small':
      if (issue.origin === 'number') return `Enter ${String(issue.minimum)} or more`
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'This field is required' : `Use at least ${String(issue.minimum)} characters`
      return undefined
    case 'too_big':
      if (issue.origin === 'number') return `Enter ${String(issue.maximum)} or less`
      if (issue.origin === 'string') return `Use at most ${String(issue.maximum)} characters`
      if (issue.origin === 'array') return `At most ${String(issue.maximum)} entries`
      return undefined
    case 'invalid_value':
      return 'Choose one of the options'
    default:
      return undefined
  }
}

const schemaResolver = zodResolver(propertySchema, { error: issueMessage })

export const propertyResolver: Resolver<PropertyInput, unknown, PropertyDraft> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options)
  const check = validatePropertyData(values)
  if (check.valid) return result
  const errors: FieldErrors<PropertyInput> = { ...result.errors }
  for (const message of check.errors) {
    const path = specCheckFields.get(message)
    if (!path) continue
    const field = get<typeof options.fields, { ref?: unknown } | undefined>(options.fields, path)
    set(errors, path, { type: 'spec', message, ref: field?.ref })
  }
  return { values: {}, errors }
}
