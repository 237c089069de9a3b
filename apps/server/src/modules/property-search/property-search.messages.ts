// The searches' own messages (the contract's, where SPEC has none); SPEC §8's failure messages
// come from the domain's `messages`.
export const searchMessages = {
  pointAvailable: 'Point is available',
  pointInsideProperty: 'Point lies inside an existing property',
  pointOutsideIndia: 'Point is outside India',
  propertyHasNoBoundary: 'Property has no boundary',
  ownerSearchDenied: "Only admins and dealers may search by another owner's id, phone or email",
  ownerCriteriaMissing: 'Give at least one of userId, name, phone, email, verificationStatus, ownershipType, minShare or maxShare',
  amenitiesMissing: 'Give amenities, surrounding or both, as comma-separated lists',
  riskMissing: 'Give at least one of earthquake, flood, hurricane or landslide',
  dealerMissing: 'Give dealerId: the user id of the dealer whose properties to find',
} as const
