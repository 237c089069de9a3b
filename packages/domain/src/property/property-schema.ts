// The property document (SPEC §3, contract). `propertySchema` validates what the server accepts
// on create and update: `id` and `reference` are optional there (the server assigns them).
import { z } from 'zod'
import { PROPERTY_REFERENCE_PREFIX } from '../constants'
import { doc } from '../schemas/doc'
import { isAreaUnit, toSquareMetres } from '../units/area'
import { propertyAnalyticsSchema } from './property-analytics'
import { amenityOptions, surroundingOptions } from './property-enums'
import { areaTooSmallProblem, salePriceProblem } from './property-limits'
import {
  basicInfoSchema,
  financialSchema,
  listingMediaSchema,
  locationSchema,
  ownershipSchema,
  propertyMetadataSchema,
  riskSchema,
  specificationsSchema,
} from './property-sections'

export const PROPERTY_REFERENCE_PATTERN = /^PROP-[A-Z0-9]+(?:-[A-Z0-9]+)*$/

export const propertyReferenceSchema = z
  .string()
  .regex(PROPERTY_REFERENCE_PATTERN)
  .meta(doc('Reference', `Human-readable reference: ${PROPERTY_REFERENCE_PREFIX} plus a time part and a random part, upper-cased.`))

/** A tag (an amenity, a surrounding) as stored and searched: trimmed, lower case, so 'Gym' finds 'gym'. */
export const normalizeTag = (tag: string): string => tag.trim().toLowerCase()

const tags = (options: readonly string[], title: string, description: string) =>
  z
    .array(z.string().overwrite(normalizeTag).min(1).max(60))
    .max(100)
    .default([])
    .meta({ ...doc(title, description), examples: [options.slice(0, 3)] })

/** The property's fields, before the checks across fields (the public view extends these). */
export const propertyFieldsSchema = z
  .object({
    id: z.string().min(1).max(128).optional().meta(doc('Id', 'UUID of the property, assigned by the server.')),
    reference: propertyReferenceSchema.optional(),
    basicInfo: basicInfoSchema,
    location: locationSchema,
    financial: financialSchema.prefault({}),
    specifications: specificationsSchema.prefault({}),
    amenities: tags(amenityOptions, 'Amenities', 'Facilities of the property, e.g. parking, lift, power-backup.'),
    surrounding: tags(surroundingOptions, 'Surroundings', 'What is nearby, e.g. school, hospital, metro-station.'),
    risk: riskSchema.optional(),
    evaluation: z
      .object({
        propertyScore: z.number().min(0).max(100).default(0).meta(doc('Property score', 'Automatic evaluation score, 0 to 100.')),
      })
      .prefault({})
      .meta(doc('Evaluation', 'The automatic evaluation of the listing.')),
    ownership: ownershipSchema.prefault({}),
    dealerInfo: z
      .object({
        currentDealer: z
          .object({ userId: z.string().min(1).meta(doc('Dealer user id', 'The dealer (curator) user id.')) })
          .nullable()
          .default(null)
          .meta(doc('Current dealer', 'The dealer curating the listing, or null.')),
      })
      .prefault({})
      .meta(doc('Dealer information', 'Who curates the listing.')),
    media: z.array(listingMediaSchema).default([]).meta(doc('Media', 'Images and videos, in gallery order.')),
    analytics: propertyAnalyticsSchema.prefault({}),
    metadata: propertyMetadataSchema.prefault({}),
  })

export const propertySchema = propertyFieldsSchema
  // Area and price against the status and listing type, checked even when other fields are wrong
  // so a form shows every problem at once (read defensively: those fields may be what is wrong).
  .superRefine((property, context) => {
    const loose: unknown = property
    const status = pathValue(loose, ['basicInfo', 'status'])
    const total = pathValue(loose, ['specifications', 'area', 'total'])
    const unit = pathValue(loose, ['specifications', 'area', 'unit'])
    if (typeof total === 'number' && isAreaUnit(unit)) {
      const problem = areaTooSmallProblem(toSquareMetres(total, unit), status)
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['specifications', 'area', 'total'], input: total })
    }
    const totalPrice = pathValue(loose, ['financial', 'pricing', 'totalPrice'])
    if (typeof totalPrice === 'number') {
      const problem = salePriceProblem(totalPrice, pathValue(loose, ['basicInfo', 'listingType']) ?? 'sale', status)
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['financial', 'pricing', 'totalPrice'], input: totalPrice })
    }
  }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null })
  .meta(doc('Property', 'A property listing: a land parcel or building, its boundary, price and owners.'))

/** The value at a path of a document that may not have parsed (undefined where it stops). */
function pathValue(value: unknown, path: readonly string[]): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/** What a client sends: defaults not yet applied, vertices maybe strings. */
export type PropertyInput = z.input<typeof propertySchema>
/** A parsed property that may not be saved yet (no id or reference). */
export type PropertyDraft = z.output<typeof propertySchema>
/** A saved property, as the API returns it. */
export type Property = PropertyDraft & { id: string; reference: string }

/** A saved property: id and reference present. */
export const storedPropertySchema = propertySchema.safeExtend({
  id: z.string().min(1).max(128).meta(doc('Id', 'UUID of the property.')),
  reference: propertyReferenceSchema,
})

export type BasicInfo = PropertyDraft['basicInfo']
export type PropertyLocation = PropertyDraft['location']
export type ListingMedia = PropertyDraft['media'][number]
export type PropertyOwner = PropertyDraft['ownership']['owners'][number]
