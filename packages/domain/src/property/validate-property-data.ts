// SPEC §5 property data check, used by create, import and validate. It reads loose JSON, so a
// caller can report every problem at once before the full schema runs.

import { messages } from '../messages'

export type PropertyDataCheck = { valid: boolean; errors: string[] }

/** The required paths, in SPEC order. */
export const REQUIRED_PROPERTY_FIELDS = ['basicInfo.type', 'basicInfo.status', 'location.address.city', 'location.address.state'] as const

function readPath(data: unknown, path: string): unknown {
  let current: unknown = data
  for (const key of path.split('.')) {
    if (current == null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

const isMissing = (value: unknown): boolean => value == null || (typeof value === 'string' && value.trim() === '')

export function validatePropertyData(data: unknown): PropertyDataCheck {
  const errors: string[] = []
  for (const path of REQUIRED_PROPERTY_FIELDS) {
    if (isMissing(readPath(data, path))) errors.push(messages.missingRequiredField(path))
  }
  const totalPrice = readPath(data, 'financial.pricing.totalPrice')
  if (totalPrice !== undefined && (typeof totalPrice !== 'number' || Number.isNaN(totalPrice))) errors.push(messages.totalPriceMustBeNumber)
  const totalArea = readPath(data, 'specifications.area.total')
  if (totalArea !== undefined && (typeof totalArea !== 'number' || Number.isNaN(totalArea))) errors.push(messages.totalAreaMustBeNumber)
  return { valid: errors.length === 0, errors }
}

/** SPEC §5: a server-side validation failure becomes valid false with its message. */
export function failedPropertyCheck(message: string): PropertyDataCheck {
  return { valid: false, errors: [message] }
}
