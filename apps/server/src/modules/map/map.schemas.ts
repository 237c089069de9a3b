// Query and body schemas of the public map calls (issue #22), which also make their OpenAPI entries.
// The filters are the home list's, by the same names: kind, type, place, price, BHK, area with its
// unit, furnishing, construction, who posted it and verified owners.
import { areaUnits, constructionStatuses, DEFAULT_AREA_UNIT, furnishingStatuses, latLngSchema, listingTypes, propertyTypes } from '@vishwas/domain'
import { z } from 'zod'
import { integerParam, rupeesParam, textParam } from '../../lib/http-schemas'
import { buyerFilterFields, orderedPairs, postedByChoices } from '../properties-public/buyer-filters'

/** The widest circle searched around a dropped pin, in metres. */
export const MAX_SEARCH_RADIUS_M = 50_000

const degrees = (min: number, max: number) => {
  const message = `must be a number of degrees from ${min} to ${max}`
  return z.coerce.number({ error: message }).min(min, { error: message }).max(max, { error: message })
}
const enumParam = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(', ')}` })
const pricePairs = orderedPairs(['minPrice', 'maxPrice'], ['minArea', 'maxArea'])

/** The home list's filters as query parameters. */
const queryFilterShape = {
  type: enumParam(propertyTypes).optional().meta({ description: 'Property type.' }),
  city: textParam().optional().meta({ description: 'City, by any of its names (Bangalore or Bengaluru), without regard to case.' }),
  locality: textParam().optional().meta({ description: 'Locality, matched exactly without regard to case.' }),
  state: textParam().optional().meta({ description: 'State or union territory, without regard to case.' }),
  minPrice: rupeesParam().optional().meta({ description: 'Lowest price in rupees (a total for sale, per month for rent and lease).' }),
  maxPrice: rupeesParam().optional().meta({ description: 'Highest price in rupees.' }),
  ...buyerFilterFields,
}

const text = (description: string) => z.string().trim().min(1).max(120).optional().meta({ description })
const area = (description: string) => z.number().min(0).max(1e9).optional().meta({ description })

/** The same filters in a JSON body. */
const bodyFilterShape = {
  listingType: enumParam(listingTypes).optional().meta({ description: 'sale, rent or lease.' }),
  type: enumParam(propertyTypes).optional().meta({ description: 'Property type.' }),
  city: text('City, by any of its names, without regard to case.'),
  locality: text('Locality, without regard to case.'),
  state: text('State or union territory, without regard to case.'),
  minPrice: z.number().min(0).max(1e13).optional().meta({ description: 'Lowest price in rupees.' }),
  maxPrice: z.number().min(0).max(1e13).optional().meta({ description: 'Highest price in rupees.' }),
  bhk: z.array(z.number().int().min(1).max(5)).max(5).optional().meta({ description: 'Bedrooms (5 means 5 or more).' }),
  minArea: area('Smallest area, in areaUnit.'),
  maxArea: area('Largest area, in areaUnit.'),
  areaUnit: enumParam(areaUnits).default(DEFAULT_AREA_UNIT).meta({ description: 'Unit of minArea and maxArea (default sqft).' }),
  furnishing: enumParam(furnishingStatuses).optional().meta({ description: 'Furnishing.' }),
  constructionStatus: enumParam(constructionStatuses).optional().meta({ description: 'Construction status.' }),
  postedBy: enumParam(postedByChoices).optional().meta({ description: 'owner: listings without a dealer; dealer: listings a dealer represents.' }),
  verifiedOnly: z.boolean().optional().meta({ description: "true: only listings with an owner whose identity (KYC) is verified." }),
}

export const viewportQuerySchema = z
  .strictObject({
    south: degrees(-90, 90).meta({ description: 'Southern edge, degrees of latitude.' }),
    west: degrees(-180, 180).meta({ description: 'Western edge, degrees of longitude.' }),
    north: degrees(-90, 90).meta({ description: 'Northern edge.' }),
    east: degrees(-180, 180).meta({ description: 'Eastern edge.' }),
    zoom: integerParam(0, 22).meta({ description: 'Map zoom, 0 to 22: from 15 up, plot outlines; below, clusters.' }),
    ...queryFilterShape,
  })
  .superRefine(pricePairs)

export const areaBodySchema = z
  .strictObject({
    polygon: z.array(latLngSchema).max(1000).meta({ description: 'The drawn area: an open ring of 3 to 1000 points, a simple polygon within 1 degree each way.' }),
    ...bodyFilterShape,
  })
  .superRefine(pricePairs)

export const radiusBodySchema = z
  .strictObject({
    latitude: z.number().min(-90).max(90).meta({ description: "The pin's latitude, degrees." }),
    longitude: z.number().min(-180).max(180).meta({ description: "The pin's longitude, degrees." }),
    radius: z
      .number({ error: `must be a number of metres from 1 to ${MAX_SEARCH_RADIUS_M}` })
      .min(1, { error: `must be a number of metres from 1 to ${MAX_SEARCH_RADIUS_M}` })
      .max(MAX_SEARCH_RADIUS_M, { error: `must be a number of metres from 1 to ${MAX_SEARCH_RADIUS_M}` })
      .meta({ description: `Metres around the pin, 1 to ${MAX_SEARCH_RADIUS_M}: a listing is found when any part of its boundary is that close.` }),
    ...bodyFilterShape,
  })
  .superRefine(pricePairs)

const plotSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  title: z.string(),
  price: z.number(),
  listingType: z.enum(listingTypes),
  latitude: z.number(),
  longitude: z.number(),
  boundary: z.array(latLngSchema),
})
const clusterSchema = z.object({ count: z.number().int(), latitude: z.number(), longitude: z.number(), south: z.number(), west: z.number(), north: z.number(), east: z.number() })

export const viewportResponseSchema = z.object({
  success: z.literal(true),
  mode: z.enum(['plots', 'clusters']),
  plots: z.array(plotSchema),
  clusters: z.array(clusterSchema),
  total: z.number().int().meta({ description: 'Live listings in the area (clusters), or plots in the answer.' }),
  truncated: z.boolean().meta({ description: 'More than 500 plots matched: zoom in to see them all.' }),
})
export const areaResponseSchema = z.object({ success: z.literal(true), plots: z.array(plotSchema), truncated: z.boolean() })
export const radiusResponseSchema = z.object({
  success: z.literal(true),
  plots: z.array(plotSchema.extend({ metres: z.number().meta({ description: "Distance from the pin to the listing's boundary, to the centimetre (0 when the pin is on it)." }) })).meta({ description: 'Nearest first.' }),
  truncated: z.boolean(),
})
