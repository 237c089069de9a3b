// The closed vocabularies of a listing. Tuples so zod enums, forms and filters share one list.

export const propertyTypes = ['residential', 'commercial', 'agricultural', 'industrial', 'land'] as const
export type PropertyType = (typeof propertyTypes)[number]

export const propertyStatuses = ['draft', 'active', 'pending', 'sold', 'rented', 'inactive'] as const
export type PropertyStatus = (typeof propertyStatuses)[number]

/** Statuses anyone may see: live listings and those already sold or rented. The others (draft, pending, inactive) only those with property access. */
export const publicPropertyStatuses = ['active', 'sold', 'rented'] as const satisfies readonly PropertyStatus[]

export function isPublicPropertyStatus(status: string | undefined): boolean {
  return (publicPropertyStatuses as readonly string[]).includes(status ?? '')
}

export const listingTypes = ['sale', 'rent', 'lease'] as const
export type ListingType = (typeof listingTypes)[number]

/** Sub-types as Indian listings name them; each belongs to one or more property types. */
export const propertySubTypes = [
  'apartment',
  'independent-house',
  'villa',
  'builder-floor',
  'row-house',
  'penthouse',
  'studio',
  'plot',
  'office',
  'shop',
  'showroom',
  'co-working',
  'warehouse',
  'factory',
  'industrial-shed',
  'farmland',
  'farmhouse',
  'orchard',
] as const
export type PropertySubType = (typeof propertySubTypes)[number]

export const subTypesByPropertyType: Readonly<Record<PropertyType, readonly PropertySubType[]>> = {
  residential: ['apartment', 'independent-house', 'villa', 'builder-floor', 'row-house', 'penthouse', 'studio'],
  commercial: ['office', 'shop', 'showroom', 'co-working', 'warehouse'],
  agricultural: ['farmland', 'farmhouse', 'orchard'],
  industrial: ['factory', 'warehouse', 'industrial-shed'],
  land: ['plot', 'farmland'],
}

export const constructionStatuses = ['ready-to-move', 'under-construction', 'new-launch'] as const
export type ConstructionStatus = (typeof constructionStatuses)[number]

export const furnishingStatuses = ['unfurnished', 'semi-furnished', 'furnished'] as const
export type FurnishingStatus = (typeof furnishingStatuses)[number]

export const facingDirections = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const
export type FacingDirection = (typeof facingDirections)[number]

export const riskLevels = ['low', 'medium', 'high'] as const
export type RiskLevel = (typeof riskLevels)[number]

export const riskKinds = ['earthquake', 'flood', 'hurricane', 'landslide'] as const
export type RiskKind = (typeof riskKinds)[number]

export const ownershipTypes = ['freehold', 'leasehold', 'co-operative-society', 'power-of-attorney', 'joint'] as const
export type OwnershipType = (typeof ownershipTypes)[number]

export const amenityOptions = [
  'parking',
  'lift',
  'power-backup',
  'security',
  'cctv',
  'gym',
  'swimming-pool',
  'club-house',
  'garden',
  'play-area',
  'water-supply-24x7',
  'rainwater-harvesting',
  'gas-pipeline',
  'internet',
  'air-conditioning',
  'modular-kitchen',
  'servant-room',
  'borewell',
  'solar-panels',
  'fire-safety',
] as const

export const surroundingOptions = [
  'school',
  'hospital',
  'metro-station',
  'railway-station',
  'bus-stop',
  'airport',
  'market',
  'mall',
  'park',
  'temple',
  'gurdwara',
  'mosque',
  'church',
  'highway',
  'bank',
  'atm',
] as const

/** The 28 states and 8 union territories of India (2024), as forms and filters show them. */
export const indianStates = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const
export type IndianState = (typeof indianStates)[number]
