// RERA registration numbers (Real Estate (Regulation and Development) Act, 2016, section 3).
// Each state's authority has its own format, for example Maharashtra 'P52100012345', Punjab
// 'PBRERA-SAS80-PR0123', Rajasthan 'RAJ/P/2019/1037', Karnataka 'PRM/KA/RERA/1251/309/PR/171014/000386'.
// We accept what they share: 8 to 40 letters and digits in groups joined by '/', '-' or '.',
// with at least one digit. Case is kept as written; spaces around it are trimmed.
import type { ConstructionStatus, ListingType, PropertyType } from './property-enums'

export const RERA_NUMBER_PATTERN = /^(?=.{8,40}$)(?=.*\d)[A-Za-z0-9]+(?:[/.-][A-Za-z0-9]+)*$/

export const RERA_NUMBER_MESSAGE = 'RERA registration number must be 8-40 letters and digits, separated by / - or .'

export function isValidReraNumber(value: string): boolean {
  return RERA_NUMBER_PATTERN.test(value.trim())
}

/**
 * Whether a listing must show a RERA number: projects sold before completion (under
 * construction or new launch) of residential or commercial property (RERA Act s.3; plots in
 * registered layouts fall under it too, but a resale plot does not).
 */
export function requiresReraNumber(listing: {
  type: PropertyType
  listingType?: ListingType | undefined
  constructionStatus?: ConstructionStatus | undefined
}): boolean {
  const isProjectSale = (listing.listingType ?? 'sale') === 'sale' && (listing.constructionStatus === 'under-construction' || listing.constructionStatus === 'new-launch')
  return isProjectSale && (listing.type === 'residential' || listing.type === 'commercial')
}
