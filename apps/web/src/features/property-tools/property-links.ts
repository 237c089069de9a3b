// Where the seller's pages of one property live. Patterns come from config/paths; ids are
// encoded the way propertyHref encodes them.
import { paths } from '../../config/paths'

function withPropertyId(pattern: string, propertyId: string): string {
  return pattern.replace(':propertyId', encodeURIComponent(propertyId))
}

export const sellerPropertyHref = (propertyId: string) => withPropertyId(paths.sellerProperty, propertyId)
export const sellerPropertyEditHref = (propertyId: string) => withPropertyId(paths.sellerPropertyEdit, propertyId)
export const sellerPropertyToolsHref = (propertyId: string) => withPropertyId(paths.sellerPropertyTools, propertyId)
