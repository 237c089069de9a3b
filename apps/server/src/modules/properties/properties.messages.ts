// Messages of the property calls that SPEC does not word (SPEC's own come from the domain's
// `messages`). Kept together so the tests assert them verbatim.
import { formatRupees } from '@vishwas/domain'

export const propertyMessages = {
  referenceTaken: 'A property with this reference already exists',
  boundaryNotSimple: 'Property boundary must be a simple polygon',
  boundaryTooManyPoints: (max: number) => `Property boundary may have at most ${max.toLocaleString('en-IN')} points`,
  boundaryTooWide: (degrees: number) => `Property boundary must fit within ${degrees} degree of latitude and ${degrees} degree of longitude`,
  areaTooLarge: 'Total area must be at most 1,00,000 hectares',
  propertyDeleted: 'Property deleted',
  tooManyUpdates: (max: number) => `At most ${max} updates at once`,
  tooManyToCompare: (max: number) => `At most ${max} properties can be compared at once`,
  unknownOwner: (userId: string) => `Owner ${userId} is not a registered user`,
  unknownDealer: (userId: string) => `Dealer ${userId} is not a registered user`,
  ownerIdNotAnOwner: (userId: string) => `The primary owner ${userId} must be one of the owners`,
  duplicateOwner: (userId: string) => `Owner ${userId} is listed more than once`,
  priceTooHigh: (max: number) => `Total price must be at most ${formatRupees(max)}`,
  otherUsersProperties: 'You can only list your own properties',
} as const
