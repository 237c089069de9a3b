// One demo listing from its index: every field comes from a generator seeded by the index, so
// listing N is the same on every run, on both engines, however many are seeded.
import {
  SQFT_PER_SQM,
  SQM_PER_ACRE,
  amenityOptions,
  generatePropertyReference,
  requiresReraNumber,
  withPricePerSqft,
  type ConstructionStatus,
  type ListingType,
  type OwnershipType,
  type Property,
  type PropertyStatus,
  type PropertySubType,
  type PropertyType,
} from '@vishwas/domain'
import { cities, type City } from './cities'
import { propertyRow, type PropertyRow } from '../../modules/properties/property-row'
import { plotInCell, slotOf } from './plots'
import { createRandom, seedFor, type Random } from './random'
import { demoUsers, otherOwners, type SeedUser } from './users'

/** Demo listings are dated before this instant, so runs on different days give the same data. */
export const SEED_EPOCH = Date.parse('2026-06-30T06:30:00.000Z')
const DAY_MS = 86_400_000

export type SeedListing = {
  property: Property
  /** The typed columns, by the one mapping every write of the property service uses. */
  row: PropertyRow
  owners: { property_id: string; user_id: string; share: number; ownership_type: string; since: string }[]
  history: {
    prices: { property_id: string; old_price: number | null; new_price: number; changed_by: string; changed_at: string }[]
    ownership: { property_id: string; previous_owner_id: string | null; new_owner_id: string; previous_owners: unknown[]; new_owners: unknown[]; changed_by: string; changed_at: string }[]
    dealers: { property_id: string; dealer_id: string; assigned_by: string; assigned_at: string }[]
  }
}

type Kind = { type: PropertyType; subType: PropertySubType }

const kinds: readonly (readonly [Kind, number])[] = [
  [{ type: 'residential', subType: 'apartment' }, 30],
  [{ type: 'residential', subType: 'independent-house' }, 8],
  [{ type: 'residential', subType: 'builder-floor' }, 7],
  [{ type: 'residential', subType: 'villa' }, 5],
  [{ type: 'residential', subType: 'row-house' }, 3],
  [{ type: 'residential', subType: 'penthouse' }, 2],
  [{ type: 'residential', subType: 'studio' }, 3],
  [{ type: 'commercial', subType: 'office' }, 6],
  [{ type: 'commercial', subType: 'shop' }, 5],
  [{ type: 'commercial', subType: 'showroom' }, 2],
  [{ type: 'commercial', subType: 'co-working' }, 1],
  [{ type: 'land', subType: 'plot' }, 12],
  [{ type: 'agricultural', subType: 'farmland' }, 5],
  [{ type: 'agricultural', subType: 'farmhouse' }, 2],
  [{ type: 'agricultural', subType: 'orchard' }, 1],
  [{ type: 'industrial', subType: 'warehouse' }, 3],
  [{ type: 'industrial', subType: 'factory' }, 2],
  [{ type: 'industrial', subType: 'industrial-shed' }, 2],
]

const labels: Record<PropertySubType, string> = {
  apartment: 'Apartment', 'independent-house': 'Independent House', villa: 'Villa', 'builder-floor': 'Builder Floor',
  'row-house': 'Row House', penthouse: 'Penthouse', studio: 'Studio Apartment', plot: 'Residential Plot', office: 'Office Space',
  shop: 'Shop', showroom: 'Showroom', 'co-working': 'Co-working Space', warehouse: 'Warehouse', factory: 'Factory',
  'industrial-shed': 'Industrial Shed', farmland: 'Farmland', farmhouse: 'Farmhouse', orchard: 'Orchard',
}

/** Built-up area in sq ft for buildings; land area in sq ft for land-like kinds. */
function areaFor(subType: PropertySubType, bedrooms: number, random: Random): number {
  switch (subType) {
    case 'apartment': return Math.round((450 + bedrooms * 380) * random.float(0.9, 1.2))
    case 'penthouse': return random.int(2800, 5200)
    case 'studio': return random.int(320, 560)
    case 'villa': return random.int(2400, 5200)
    case 'independent-house': return random.int(1200, 3800)
    case 'builder-floor': return random.int(1100, 2400)
    case 'row-house': return random.int(1400, 2600)
    case 'office': return random.int(450, 6000)
    case 'shop': return random.int(150, 1200)
    case 'showroom': return random.int(1500, 6000)
    case 'co-working': return random.int(1000, 4000)
    case 'warehouse': return random.int(5000, 40000)
    case 'factory': return random.int(8000, 60000)
    case 'industrial-shed': return random.int(3000, 20000)
    case 'plot': return random.pick([100, 125, 150, 200, 250, 300, 400, 500]) * 9 // square yards
    case 'farmland': return random.pick([0.5, 0.75, 1, 1.25, 1.5, 2]) * SQM_PER_ACRE * SQFT_PER_SQM
    case 'farmhouse': return random.pick([1, 1.5, 2]) * SQM_PER_ACRE * SQFT_PER_SQM
    case 'orchard': return random.pick([1, 1.5, 2]) * SQM_PER_ACRE * SQFT_PER_SQM
  }
}

/** Whether the listing's area is its land (so the plot polygon has that area). */
const isLand = (subType: PropertySubType) =>
  ['plot', 'farmland', 'farmhouse', 'orchard', 'villa', 'independent-house', 'row-house', 'factory', 'warehouse', 'industrial-shed'].includes(subType)

function ratePerSqft(city: City, kind: Kind): number {
  const residential = city.residentialRate
  switch (kind.type) {
    case 'residential': return kind.subType === 'penthouse' || kind.subType === 'villa' ? residential * 1.3 : residential
    case 'commercial': return kind.subType === 'shop' ? residential * 2 : residential * 1.4
    case 'land': return residential * 0.6
    case 'industrial': return residential * 0.3
    case 'agricultural': return (city.farmlandLakhPerAcre * 100_000) / (SQM_PER_ACRE * SQFT_PER_SQM)
  }
}

function roundPrice(rupees: number): number {
  if (rupees < 100_000) return Math.max(500, Math.round(rupees / 500) * 500)
  if (rupees < 10_000_000) return Math.round(rupees / 10_000) * 10_000
  return Math.round(rupees / 100_000) * 100_000
}

function listingTypeFor(kind: Kind, random: Random): ListingType {
  switch (kind.type) {
    case 'residential': return random.weighted([['sale', 70], ['rent', 30]])
    case 'commercial': return random.weighted([['sale', 50], ['rent', 35], ['lease', 15]])
    case 'industrial': return random.weighted([['sale', 50], ['lease', 50]])
    case 'land':
    case 'agricultural': return random.weighted([['sale', 95], ['lease', 5]])
  }
}

function statusFor(listingType: ListingType, random: Random): PropertyStatus {
  const closed: PropertyStatus = listingType === 'sale' ? 'sold' : 'rented'
  return random.weighted([['active', 86], [closed, 7], ['draft', 4], ['pending', 2], ['inactive', 1]])
}

const buildingAmenities = ['parking', 'lift', 'power-backup', 'security', 'cctv', 'fire-safety'] as const
const houseAmenities = ['parking', 'garden', 'borewell', 'solar-panels', 'modular-kitchen', 'servant-room', 'water-supply-24x7'] as const
const societyExtras = ['gym', 'swimming-pool', 'club-house', 'play-area', 'gas-pipeline', 'rainwater-harvesting', 'internet'] as const

function amenitiesFor(kind: Kind, random: Random): string[] {
  const chosen = new Set<string>()
  if (kind.type === 'residential' && ['apartment', 'penthouse', 'studio', 'builder-floor'].includes(kind.subType)) {
    for (const a of random.sample(buildingAmenities, random.int(3, 6))) chosen.add(a)
    for (const a of random.sample(societyExtras, random.int(0, 4))) chosen.add(a)
  } else if (kind.type === 'residential') {
    for (const a of random.sample(houseAmenities, random.int(3, 6))) chosen.add(a)
  } else if (kind.type === 'commercial' || kind.type === 'industrial') {
    for (const a of random.sample(['parking', 'power-backup', 'security', 'cctv', 'fire-safety', 'lift', 'internet', 'air-conditioning'], random.int(2, 5))) chosen.add(a)
  } else {
    for (const a of random.sample(['borewell', 'water-supply-24x7', 'solar-panels', 'security'], random.int(0, 2))) chosen.add(a)
  }
  return amenityOptions.filter((a) => chosen.has(a))
}

function surroundingFor(city: City, random: Random): string[] {
  const options = ['school', 'hospital', 'market', 'bus-stop', 'bank', 'atm', 'park', 'mall', 'temple', 'highway', 'railway-station']
  if (city.hasMetro) options.push('metro-station')
  if (city.state === 'Punjab' || city.state === 'Chandigarh') options.push('gurdwara')
  return random.sample(options, random.int(2, 5)).sort()
}

function titleFor(kind: Kind, bedrooms: number, areaSqft: number, listingType: ListingType, locality: string, city: City): string {
  const label = labels[kind.subType]
  const offer = listingType === 'rent' ? ' for Rent' : listingType === 'lease' ? ' on Lease' : ''
  let what = label
  if (kind.type === 'residential' && kind.subType !== 'studio') what = `${bedrooms} BHK ${label}`
  else if (kind.subType === 'plot') what = `${Math.round(areaSqft / 9)} sq. yd. ${label}`
  else if (kind.type === 'agricultural') what = `${+(areaSqft / SQFT_PER_SQM / SQM_PER_ACRE).toFixed(2)} Acre ${label}`
  return `${what}${offer} in ${locality}, ${city.name}`
}

/** A version-4-shaped UUID that is different for every index (seedFor is a bijection of the index). */
function uuidFor(index: number): string {
  const hex = [1, 2, 3, 4].map((lane) => seedFor(index, 0x1d0000 + lane).toString(16).padStart(8, '0')).join('')
  const variant = (8 + (parseInt(hex.charAt(16), 16) & 3)).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** Reference random parts that differ for every index below 36^5 (a bijection of the index). */
function referenceDigits(index: number): () => number {
  const space = 36 ** 5
  let value = (index * 48_271 + 12_345) % space
  const digits: number[] = []
  for (let i = 0; i < 5; i++) {
    digits.unshift(value % 36)
    value = Math.floor(value / 36)
  }
  let next = 0
  return () => ((digits[next++] ?? 0) + 0.5) / 36
}

const ownerPool: readonly SeedUser[] = otherOwners

function describe(title: string, amenities: readonly string[], listingType: ListingType): string {
  const offer = listingType === 'sale' ? 'for sale' : listingType === 'rent' ? 'for rent' : 'on lease'
  const parts = [`${title}.`, amenities.length > 0 ? `Amenities: ${amenities.join(', ')}.` : '', `Listed ${offer} with a clear title.`]
  return parts.filter((part) => part !== '').join(' ')
}

export function generateListing(index: number): SeedListing {
  const random = createRandom(seedFor(index, 0x5eed))
  const { cityIndex, cell } = slotOf(index)
  const city = cities[cityIndex] as City
  const kind = random.weighted(kinds)
  const listingType = listingTypeFor(kind, random)
  const status = statusFor(listingType, random)
  const locality = random.pick(city.localities)
  const isResidential = kind.type === 'residential'
  const bedrooms = isResidential ? (kind.subType === 'studio' ? 1 : kind.subType === 'apartment' ? random.weighted([[1, 15], [2, 35], [3, 35], [4, 15]]) : random.int(2, 5)) : 0
  const bathrooms = isResidential ? Math.max(1, bedrooms + random.int(-1, 1)) : kind.type === 'commercial' ? random.int(1, 3) : kind.type === 'industrial' ? random.int(1, 4) : 0

  const wantedSqft = areaFor(kind.subType, bedrooms, random)
  const land = isLand(kind.subType)
  const plot = plotInCell(cell, land ? wantedSqft / SQFT_PER_SQM : random.int(600, 4000), random)
  const areaSqft = land ? Math.round(plot.areaSqm * SQFT_PER_SQM) : wantedSqft
  const unit = kind.type === 'agricultural' ? 'acres' : 'sqft'
  const areaTotal = unit === 'acres' ? Math.round((plot.areaSqm / SQM_PER_ACRE) * 100) / 100 : areaSqft

  const salePrice = roundPrice(ratePerSqft(city, kind) * areaSqft * random.float(0.85, 1.25))
  const price = listingType === 'sale' ? salePrice : roundPrice((salePrice * random.float(0.0022, 0.003)) / (listingType === 'lease' ? 1.1 : 1))
  const constructionStatus: ConstructionStatus | undefined =
    isResidential || kind.type === 'commercial' ? random.weighted([['ready-to-move', 70], ['under-construction', 20], ['new-launch', 10]] as const) : undefined
  const effectiveConstruction = listingType === 'sale' ? constructionStatus : constructionStatus === undefined ? undefined : 'ready-to-move'
  const reraNumber = requiresReraNumber({ type: kind.type, listingType, constructionStatus: effectiveConstruction })
    ? `PBRERA-${city.name.slice(0, 3).toUpperCase()}${random.int(10, 99)}-PR${String(random.int(1, 9999)).padStart(4, '0')}`
    : undefined

  const primaryOwner = random.chance(0.7) ? demoUsers.seller : random.pick(ownerPool)
  const coOwner = random.chance(0.15) ? random.pick(ownerPool.filter((o) => o.id !== primaryOwner.id)) : undefined
  const primaryShare = coOwner ? random.pick([50, 60, 70]) : 100
  const ownershipType: OwnershipType = coOwner ? 'joint' : random.weighted([['freehold', 80], ['leasehold', 12], ['co-operative-society', 8]] as const)
  const dealer = random.chance(0.3) ? demoUsers.dealer : undefined

  const createdMs = SEED_EPOCH - random.int(0, 400) * DAY_MS - random.int(0, DAY_MS - 1)
  const updatedMs = Math.min(SEED_EPOCH, createdMs + random.int(0, 30) * DAY_MS)
  const createdAt = new Date(createdMs).toISOString()
  const updatedAt = new Date(updatedMs).toISOString()
  const id = uuidFor(index)
  const reference = generatePropertyReference(createdMs, referenceDigits(index))
  const views = status === 'draft' ? 0 : Math.floor(random.next() ** 2 * 2500)
  const score = random.int(42, 96)
  const title = titleFor(kind, bedrooms, areaSqft, listingType, locality, city)
  const amenities = amenitiesFor(kind, random)
  const [pinLow, pinHigh] = city.pin
  const postalCode = String(random.int(pinLow, pinHigh))
  const line1 = kind.subType === 'apartment' || kind.subType === 'penthouse' || kind.subType === 'studio'
    ? `Flat ${random.int(1, 22)}0${random.int(1, 6)}, Tower ${String.fromCharCode(65 + random.int(0, 7))}`
    : `Plot ${random.int(1, 950)}`

  const property: Property = withPricePerSqft({
    id,
    reference,
    basicInfo: {
      title,
      description: describe(title, amenities, listingType),
      type: kind.type,
      subType: kind.subType,
      status,
      listingType,
      ...(effectiveConstruction ? { constructionStatus: effectiveConstruction } : {}),
      ...(isResidential && listingType !== 'sale' ? { furnished: random.pick(['unfurnished', 'semi-furnished', 'furnished'] as const) } : {}),
      ...(reraNumber ? { reraNumber } : {}),
    },
    location: {
      address: { line1, locality, city: city.name, state: city.state, postalCode, country: 'India' },
      geofence: { vertices: plot.vertices },
      coordinates: plot.centroid,
    },
    financial: {
      pricing: {
        totalPrice: price,
        currency: 'INR',
        negotiable: random.chance(0.6),
      },
    },
    specifications: {
      area: { total: areaTotal, unit },
      rooms: { bedrooms, bathrooms },
      ...(isResidential && kind.subType !== 'apartment' && kind.subType !== 'studio' ? { floors: random.int(1, 4) } : {}),
      facing: random.pick(['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const),
      ...(effectiveConstruction === 'ready-to-move' ? { yearBuilt: random.int(1996, 2025) } : {}),
    },
    amenities,
    surrounding: surroundingFor(city, random),
    risk: { ...city.risk },
    evaluation: { propertyScore: score },
    ownership: {
      owners: [
        { userId: primaryOwner.id, name: primaryOwner.fullName, share: primaryShare, ownershipType },
        ...(coOwner ? [{ userId: coOwner.id, name: coOwner.fullName, share: 100 - primaryShare, ownershipType }] : []),
      ],
      ownerId: primaryOwner.id,
    },
    dealerInfo: { currentDealer: dealer ? { userId: dealer.id } : null },
    media: [],
    analytics: { views, shares: 0, saves: 0, contacts: 0 },
    metadata: { createdAt, updatedAt, createdBy: primaryOwner.id, updatedBy: primaryOwner.id, listedBy: dealer?.id ?? primaryOwner.id },
  })

  return {
    property,
    row: propertyRow(property),
    owners: [
      { property_id: id, user_id: primaryOwner.id, share: primaryShare, ownership_type: ownershipType, since: createdAt },
      ...(coOwner ? [{ property_id: id, user_id: coOwner.id, share: 100 - primaryShare, ownership_type: ownershipType, since: createdAt }] : []),
    ],
    history: listingHistory({ id, price, createdAt, updatedAt, owners: property.ownership.owners, dealerId: dealer?.id, index }),
  }
}

/**
 * The listing's past as the property service would have recorded it: the first asking price, for
 * some a revision on the last update, a co-owner joining on the last update, the dealer's open
 * spell. Drawn from its own stream, so the listing itself does not change with it.
 */
function listingHistory(input: {
  id: string
  price: number
  createdAt: string
  updatedAt: string
  owners: readonly { userId: string; share?: number | undefined }[]
  dealerId: string | undefined
  index: number
}): SeedListing['history'] {
  const random = createRandom(seedFor(input.index, 0x415))
  const [primary] = input.owners
  const by = primary?.userId ?? 'system'
  const revised = input.updatedAt !== input.createdAt && random.chance(0.35)
  const firstPrice = revised ? roundPrice(input.price / random.float(0.85, 1.12)) : input.price
  const prices: SeedListing['history']['prices'] = [{ property_id: input.id, old_price: null, new_price: firstPrice, changed_by: by, changed_at: input.createdAt }]
  if (revised && firstPrice !== input.price) prices.push({ property_id: input.id, old_price: firstPrice, new_price: input.price, changed_by: by, changed_at: input.updatedAt })
  const owners = input.owners.map((owner) => ({ userId: owner.userId, share: owner.share }))
  const ownership: SeedListing['history']['ownership'] = primary
    ? [{ property_id: input.id, previous_owner_id: null, new_owner_id: primary.userId, previous_owners: [], new_owners: [{ userId: primary.userId, share: 100 }], changed_by: by, changed_at: input.createdAt }]
    : []
  if (primary && owners.length > 1) {
    ownership.push({ property_id: input.id, previous_owner_id: primary.userId, new_owner_id: primary.userId, previous_owners: [{ userId: primary.userId, share: 100 }], new_owners: owners, changed_by: by, changed_at: input.updatedAt })
  }
  const dealers = input.dealerId ? [{ property_id: input.id, dealer_id: input.dealerId, assigned_by: by, assigned_at: input.createdAt }] : []
  return { prices, ownership, dealers }
}
