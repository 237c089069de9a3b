// Query and body schemas of the public map calls (issue #22), which also make their OpenAPI entries.
import { latLngSchema, listingTypes, propertyTypes } from '@vishwas/domain'
import { z } from 'zod'
import { integerParam, rupeesParam, textParam } from '../../lib/http-schemas'

const degrees = (min: number, max: number) => {
  const message = `must be a number of degrees from ${min} to ${max}`
  return z.coerce.number({ error: message }).min(min, { error: message }).max(max, { error: message })
}
const enumParam = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(', ')}` })
const bhkParam = z
  .string()
  .regex(/^[1-5](,[1-5])*$/, { error: 'must be comma-separated numbers from 1 to 5 (5 means 5 or more)' })
  .transform((text) => [...new Set(text.split(',').map(Number))])

const filterShape = {
  listingType: enumParam(listingTypes).optional().meta({ description: 'sale, rent or lease.' }),
  type: enumParam(propertyTypes).optional().meta({ description: 'Property type.' }),
  minPrice: rupeesParam().optional().meta({ description: 'Lowest price in rupees (a total for sale, per month for rent and lease).' }),
  maxPrice: rupeesParam().optional().meta({ description: 'Highest price in rupees.' }),
  bhk: bhkParam.optional().meta({ description: 'Bedrooms, comma-separated from 1,2,3,4,5 (5 means 5 or more).' }),
  city: textParam().optional().meta({ description: 'City, matched without regard to case.' }),
}

export const viewportQuerySchema = z.strictObject({
  south: degrees(-90, 90).meta({ description: 'Southern edge, degrees of latitude.' }),
  west: degrees(-180, 180).meta({ description: 'Western edge, degrees of longitude.' }),
  north: degrees(-90, 90).meta({ description: 'Northern edge.' }),
  east: degrees(-180, 180).meta({ description: 'Eastern edge.' }),
  zoom: integerParam(0, 22).meta({ description: 'Map zoom, 0 to 22: from 15 up, plot outlines; below, clusters.' }),
  ...filterShape,
})

export const areaBodySchema = z.strictObject({
  polygon: z.array(latLngSchema).max(1000).meta({ description: 'The drawn area: an open ring of 3 to 1000 points, a simple polygon within 1 degree each way.' }),
  listingType: filterShape.listingType,
  type: filterShape.type,
  minPrice: z.number().min(0).max(1e13).optional().meta({ description: 'Lowest price in rupees.' }),
  maxPrice: z.number().min(0).max(1e13).optional().meta({ description: 'Highest price in rupees.' }),
  bhk: z.array(z.number().int().min(1).max(5)).max(5).optional().meta({ description: 'Bedrooms (5 means 5 or more).' }),
  city: z.string().trim().min(1).max(120).optional().meta({ description: 'City, matched without regard to case.' }),
})

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
