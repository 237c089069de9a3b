// SPEC §3 statistics response, and the zeroed default returned when fetching it fails (SPEC §8).
import { z } from 'zod'

const count = (title: string, description: string) => z.number().int().min(0).meta({ title, description })

export const statisticsSchema = z
  .object({
    totalProperties: count('Total properties', 'How many properties exist, in any status.'),
    activeListings: count('Active listings', "How many properties have status 'active'."),
    soldProperties: count('Sold properties', "How many properties have status 'sold'."),
    averagePrice: z.number().min(0).meta({ title: 'Average price', description: 'Mean total price in rupees (0 when there are none).' }),
    averageArea: z.number().min(0).meta({ title: 'Average area', description: 'Mean total area in square feet (0 when there are none).' }),
    propertyTypes: z
      .record(z.string(), z.number().int().min(0))
      .meta({ title: 'Property types', description: 'How many properties there are of each type, keyed by type.' }),
  })
  .meta({ title: 'Property statistics', description: 'Counts and averages over all properties.' })
export type PropertyStatistics = z.infer<typeof statisticsSchema>

export const ZERO_STATISTICS: Readonly<PropertyStatistics> = Object.freeze({
  totalProperties: 0,
  activeListings: 0,
  soldProperties: 0,
  averagePrice: 0,
  averageArea: 0,
  propertyTypes: Object.freeze({}) as Record<string, number>,
})
