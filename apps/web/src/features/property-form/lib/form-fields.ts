// Which fields of the property the hand-made sections show, and which the server keeps (ids,
// history, owners, counters). The schema-driven fields render everything else.

/** Shown by the hand-made sections (basic info, location, price, specifications, amenities). */
export const handMadeFields: readonly string[] = [
  'basicInfo.title',
  'basicInfo.type',
  'basicInfo.subType',
  'basicInfo.status',
  'basicInfo.listingType',
  'location.address.line1',
  'location.address.locality',
  'location.address.city',
  'location.address.state',
  'location.address.postalCode',
  'location.geofence',
  'location.coordinates',
  'financial.pricing.totalPrice',
  'specifications.area',
  'specifications.rooms',
  'amenities',
]

/** Set by the server or by other tools, never typed into this form. */
export const managedFields: readonly string[] = [
  'id',
  'reference',
  'location.address.country',
  'financial.pricing.currency',
  'financial.pricing.pricePerSqft',
  'evaluation',
  'ownership',
  'dealerInfo',
  'media',
  'analytics',
  'metadata',
]

const skipped = new Set([...handMadeFields, ...managedFields])

/** Whether the schema-driven renderer leaves a path to someone else. */
export function isCoveredElsewhere(path: string): boolean {
  return skipped.has(path)
}
