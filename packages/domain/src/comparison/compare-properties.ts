// SPEC §3 comparison result: a summary per property and the differences between the first two.
// Areas are compared in square feet, whatever unit each listing uses.
import { z } from 'zod'
import { DEFAULT_AREA_UNIT, UNTITLED_PROPERTY } from '../constants'
import { messages } from '../messages'
import { Result } from '../result'
import { doc } from '../schemas/doc'
import { isAreaUnit, toSquareFeet } from '../units/area'

export const propertySummarySchema = z
  .object({
    id: z.string().meta(doc('Id', 'Property id.')),
    reference: z.string().meta(doc('Reference', 'PROP- reference.')),
    title: z.string().meta(doc('Title', "The listing title, or 'Untitled Property'.")),
    type: z.string().meta(doc('Type', 'Property type.')),
    price: z.number().nullable().meta(doc('Price', 'Total price in rupees.')),
    area: z.number().nullable().meta(doc('Area', 'Total area in square feet.')),
    bedrooms: z.number().nullable().meta(doc('Bedrooms', 'Number of bedrooms.')),
    bathrooms: z.number().nullable().meta(doc('Bathrooms', 'Number of bathrooms.')),
    location: z.string().meta(doc('Location', "'city, state'.")),
    status: z.string().meta(doc('Status', 'Listing status.')),
    score: z.number().nullable().meta(doc('Score', 'Property score, 0 to 100.')),
  })
  .meta(doc('Property summary', 'The facts of a property that a comparison shows.'))
export type PropertySummary = z.output<typeof propertySummarySchema>

export const COMPARED_FIELDS = ['title', 'type', 'price', 'area', 'bedrooms', 'bathrooms', 'location', 'status', 'score'] as const
export type ComparedField = (typeof COMPARED_FIELDS)[number]

export const COMPARED_FIELD_LABELS: Readonly<Record<ComparedField, string>> = {
  title: 'Title',
  type: 'Type',
  price: 'Price',
  area: 'Area',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  location: 'Location',
  status: 'Status',
  score: 'Score',
}

const differenceSchema = z
  .object({
    field: z.enum(COMPARED_FIELDS).meta(doc('Field', 'Which fact differs.')),
    label: z.string().meta(doc('Label', 'The field as shown.')),
    values: z.tuple([z.unknown(), z.unknown()]).meta(doc('Values', 'The value of the first and of the second property.')),
  })
  .meta(doc('Difference', 'A fact on which the first two properties differ.'))
export type PropertyDifference = { field: ComparedField; label: string; values: [unknown, unknown] }

export const comparisonResultSchema = z
  .object({
    summaries: z.array(propertySummarySchema).meta(doc('Summaries', 'One summary per compared property, in the order asked.')),
    differences: z.array(differenceSchema).meta(doc('Differences', 'Where the first two properties differ.')),
  })
  .meta(doc('Comparison result', 'Properties side by side.'))
export type ComparisonResult = { summaries: PropertySummary[]; differences: PropertyDifference[] }

type Loose = {
  id?: string | undefined
  reference?: string | undefined
  basicInfo?: { title?: string | undefined; type?: string | undefined; status?: string | undefined } | undefined
  location?: { address?: { city?: string | undefined; state?: string | undefined } | undefined } | undefined
  financial?: { pricing?: { totalPrice?: unknown } | undefined } | undefined
  specifications?: { area?: { total?: unknown; unit?: unknown } | undefined; rooms?: { bedrooms?: unknown; bathrooms?: unknown } | undefined } | undefined
  evaluation?: { propertyScore?: unknown } | undefined
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)

export function toPropertySummary(property: Loose): PropertySummary {
  const area = property.specifications?.area
  const total = numberOrNull(area?.total)
  const address = property.location?.address
  return {
    id: property.id ?? '',
    reference: property.reference ?? '',
    title: property.basicInfo?.title?.trim() || UNTITLED_PROPERTY,
    type: property.basicInfo?.type ?? '',
    price: numberOrNull(property.financial?.pricing?.totalPrice),
    area: total === null ? null : toSquareFeet(total, isAreaUnit(area?.unit) ? area.unit : DEFAULT_AREA_UNIT),
    bedrooms: numberOrNull(property.specifications?.rooms?.bedrooms),
    bathrooms: numberOrNull(property.specifications?.rooms?.bathrooms),
    location: [address?.city, address?.state].filter((part) => part != null && part !== '').join(', '),
    status: property.basicInfo?.status ?? '',
    score: numberOrNull(property.evaluation?.propertyScore),
  }
}

/** SPEC §5: a comparison takes at least this many properties. */
export const MIN_COMPARED = 2

/** SPEC §5: compare needs at least 2 property ids. */
export function checkComparisonIds(ids: unknown): Result<string[]> {
  if (!Array.isArray(ids)) return Result.err(messages.compareNeedsTwo)
  // The same property twice is one property to compare.
  const valid = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.trim() !== ''))]
  return valid.length >= MIN_COMPARED ? Result.ok(valid) : Result.err(messages.compareNeedsTwo)
}

export function compareProperties(properties: readonly Loose[]): ComparisonResult {
  const summaries = properties.map(toPropertySummary)
  const [first, second] = summaries
  const differences: PropertyDifference[] = []
  if (first && second) {
    for (const field of COMPARED_FIELDS) {
      if (first[field] !== second[field]) differences.push({ field, label: COMPARED_FIELD_LABELS[field], values: [first[field], second[field]] })
    }
  }
  return { summaries, differences }
}

/**
 * The facts to mark as different when 2 or more properties stand side by side: the comparison's
 * differences (between the first two) and every fact on which a later property departs from the
 * first, so every column counts.
 */
export function differingFields({ summaries, differences }: ComparisonResult): Set<ComparedField> {
  const fields = new Set(differences.map((difference) => difference.field))
  const [first, ...rest] = summaries
  if (first) {
    for (const field of COMPARED_FIELDS) {
      if (rest.some((summary) => summary[field] !== first[field])) fields.add(field)
    }
  }
  return fields
}
