// The quick edit of the tools page: title, status, listing type and total price, merged into the
// stored property (PUT takes the whole document) and checked with the domain's property schema.
import { propertySchema, type ListingType, type Property, type PropertyStatus } from '@vishwas/domain'

export interface QuickEditValues {
  title: string
  status: PropertyStatus
  listingType: ListingType
  /** As typed: digits, maybe with Indian grouping commas. */
  totalPrice: string
}

export type QuickEditField = keyof QuickEditValues

export function toQuickEditValues(property: Property): QuickEditValues {
  return {
    title: property.basicInfo.title,
    status: property.basicInfo.status,
    listingType: property.basicInfo.listingType,
    totalPrice: String(property.financial.pricing.totalPrice),
  }
}

export const PRICE_REQUIRED = 'Enter the total price in whole rupees, e.g. 4500000.'

/** '45,00,000' -> 4500000; undefined unless it is a whole number of rupees. */
export function parseRupees(text: string): number | undefined {
  const digits = text.replace(/[\s,₹]/g, '')
  if (!/^\d+$/.test(digits)) return undefined
  const value = Number(digits)
  return Number.isSafeInteger(value) ? value : undefined
}

/** The stored property with the edited fields in place. */
export function withQuickEdit(property: Property, values: QuickEditValues, totalPrice: number): Property {
  return {
    ...property,
    basicInfo: { ...property.basicInfo, title: values.title.trim(), status: values.status, listingType: values.listingType },
    financial: { ...property.financial, pricing: { ...property.financial.pricing, totalPrice } },
  }
}

const FIELD_BY_PATH: Record<string, QuickEditField> = {
  'basicInfo.title': 'title',
  'basicInfo.status': 'status',
  'basicInfo.listingType': 'listingType',
  'financial.pricing.totalPrice': 'totalPrice',
}

export type QuickEditCheck = { ok: true; property: Property } | { ok: false; errors: Partial<Record<QuickEditField, string>> }

/**
 * The property to save, or a message per edited field. Problems elsewhere in the stored document
 * are left to the server, which answers with its own message.
 */
export function checkQuickEdit(property: Property, values: QuickEditValues): QuickEditCheck {
  const totalPrice = parseRupees(values.totalPrice)
  if (totalPrice === undefined) return { ok: false, errors: { totalPrice: PRICE_REQUIRED } }
  const edited = withQuickEdit(property, values, totalPrice)
  const parsed = propertySchema.safeParse(edited)
  const errors: Partial<Record<QuickEditField, string>> = {}
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = FIELD_BY_PATH[issue.path.join('.')]
    if (!field || errors[field]) continue
    errors[field] = issue.code === 'too_big' && field === 'title' ? `Use at most ${String(issue.maximum)} characters.` : issue.message
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, property: edited }
}
