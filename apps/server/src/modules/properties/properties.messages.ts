// Messages of the property calls that SPEC does not word (SPEC's own come from the domain's
// `messages`, the boundary and area limits' from its `propertyLimitMessages`). Kept together so
// the tests assert them verbatim.
import { PROPERTY_RESTORE_DAYS, formatRupees } from '@vishwas/domain'

export const propertyMessages = {
  referenceTaken: 'A property with this reference already exists',
  propertyDeleted: 'Property deleted',
  deletedPropertyNotFound: `No deleted property with this id can be restored (it was never deleted, was restored already, or was deleted more than ${PROPERTY_RESTORE_DAYS} days ago)`,
  restoreReferenceTaken: 'Another property now uses this reference, so this one cannot be restored',
  restoreUserGone: 'This property names a user whose account no longer exists, so it cannot be restored',
  propertyRestored: 'Property restored',
  tooManyUpdates: (max: number) => `At most ${max} updates at once`,
  tooManyToCompare: (max: number) => `At most ${max} properties can be compared at once`,
  unknownOwner: (userId: string) => `Owner ${userId} is not a registered user`,
  unknownDealer: (userId: string) => `Dealer ${userId} is not a registered user`,
  notADealer: (userId: string) => `User ${userId} does not have the dealer role`,
  ownerIdNotAnOwner: (userId: string) => `The primary owner ${userId} must be one of the owners`,
  duplicateOwner: (userId: string) => `Owner ${userId} is listed more than once`,
  priceTooHigh: (max: number) => `Total price must be at most ${formatRupees(max)}`,
  otherUsersProperties: 'You can only list your own properties',
  tooManyInvitations: (userId: string, max: number) => `User ${userId} already has ${max} of your invitations waiting for an answer`,
} as const
