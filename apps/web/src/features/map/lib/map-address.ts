// The map's view and filters in the address (issue #22), so a map view can be shared and Back
// works: `lat`, `lng`, `zoom` and the home list's names (`listingType`, `type`, `city`,
// `locality`, `state`, `minPrice`, `maxPrice`, `bhk`, `minArea`, `maxArea`, `areaUnit`,
// `furnishing`, `constructionStatus`, `postedBy`, `verifiedOnly`), so a home search opens on the
// map as it is. Anything unreadable falls back to the default view of India or is left out.
import {
  areaUnits,
  constructionStatuses,
  furnishingStatuses,
  listingTypes,
  propertyTypes,
  type AreaUnit,
  type ConstructionStatus,
  type FurnishingStatus,
  type ListingType,
  type PropertyType,
} from '@vishwas/domain'

export const postedByChoices = ['owner', 'dealer'] as const
export type PostedBy = (typeof postedByChoices)[number]

export interface MapFilters {
  listingType?: ListingType
  type?: PropertyType
  city?: string
  locality?: string
  state?: string
  minPrice?: number
  maxPrice?: number
  bhk?: number[]
  minArea?: number
  maxArea?: number
  /** The unit of minArea and maxArea; square feet when absent. */
  areaUnit?: AreaUnit
  furnishing?: FurnishingStatus
  constructionStatus?: ConstructionStatus
  postedBy?: PostedBy
  verifiedOnly?: boolean
}

/** The filters in the order the address writes them (the home list's order). */
const filterKeys = ['listingType', 'type', 'city', 'locality', 'state', 'minPrice', 'maxPrice', 'bhk', 'minArea', 'maxArea', 'areaUnit', 'furnishing', 'constructionStatus', 'postedBy', 'verifiedOnly'] as const satisfies readonly (keyof MapFilters)[]

export interface MapView {
  latitude: number
  longitude: number
  zoom: number
}

export const INDIA_VIEW: MapView = { latitude: 22.5, longitude: 79, zoom: 5 }

const number = (text: string | null, min: number, max: number): number | undefined => {
  if (text === null || text.trim() === '') return undefined
  const value = Number(text)
  return Number.isFinite(value) && value >= min && value <= max ? value : undefined
}
const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined => choices.find((choice) => choice === value)
const text = (value: string | null): string | undefined => {
  const trimmed = value?.trim()
  return trimmed ? trimmed.slice(0, 120) : undefined
}

export function readMapView(params: URLSearchParams): MapView {
  const latitude = number(params.get('lat'), -85, 85)
  const longitude = number(params.get('lng'), -180, 180)
  const zoom = number(params.get('zoom'), 2, 19)
  if (latitude === undefined || longitude === undefined) return { ...INDIA_VIEW, ...(zoom === undefined ? {} : { zoom: Math.round(zoom) }) }
  return { latitude, longitude, zoom: zoom === undefined ? INDIA_VIEW.zoom : Math.round(zoom) }
}

export function readMapFilters(params: URLSearchParams): MapFilters {
  const found: MapFilters = {
    listingType: oneOf(listingTypes, params.get('listingType')),
    type: oneOf(propertyTypes, params.get('type')),
    city: text(params.get('city')),
    locality: text(params.get('locality')),
    state: text(params.get('state')),
    furnishing: oneOf(furnishingStatuses, params.get('furnishing')),
    constructionStatus: oneOf(constructionStatuses, params.get('constructionStatus')),
    postedBy: oneOf(postedByChoices, params.get('postedBy')),
  }
  const minPrice = number(params.get('minPrice'), 0, 1e13)
  const maxPrice = number(params.get('maxPrice'), 0, 1e13)
  if (minPrice !== undefined) found.minPrice = Math.round(minPrice)
  if (maxPrice !== undefined) found.maxPrice = Math.round(maxPrice)
  const bhk = [...new Set((params.get('bhk') ?? '').split(',').map(Number))].filter((n) => Number.isInteger(n) && n >= 1 && n <= 5).sort()
  if (bhk.length > 0) found.bhk = bhk
  found.minArea = number(params.get('minArea'), 0, 1e9)
  found.maxArea = number(params.get('maxArea'), 0, 1e9)
  if (found.minArea !== undefined || found.maxArea !== undefined) found.areaUnit = oneOf(areaUnits, params.get('areaUnit'))
  if (params.get('verifiedOnly') === 'true') found.verifiedOnly = true
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined))
}

/** How many filters besides the kind are set (the filter button's count). */
export function filterCount(filters: MapFilters): number {
  return filterKeys.filter((key) => key !== 'listingType' && key !== 'areaUnit' && filters[key] !== undefined).length
}

/** The address's query for a view and filters (5 decimals of a degree is about a metre). */
export function mapSearch(view: MapView, filters: MapFilters): string {
  const params = new URLSearchParams({ lat: view.latitude.toFixed(5), lng: view.longitude.toFixed(5), zoom: String(view.zoom) })
  for (const [key, value] of Object.entries(filterQuery(filters))) if (value !== undefined) params.set(key, String(value))
  return `?${params.toString()}`
}

/** The filters as the map calls' query (the home list's names and forms). */
export function filterQuery(filters: MapFilters): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = {}
  const hasArea = filters.minArea !== undefined || filters.maxArea !== undefined
  for (const key of filterKeys) {
    const value = filters[key]
    if (value === undefined || value === false || (key === 'areaUnit' && !hasArea)) continue
    query[key] = Array.isArray(value) ? (value.length > 0 ? value.join(',') : undefined) : typeof value === 'boolean' ? String(value) : value
  }
  return query
}

/** The filters as the map's search bodies take them (JSON numbers, arrays and booleans). */
export function filterBody(filters: MapFilters): MapFilters {
  const { areaUnit, ...rest } = filters
  const hasArea = filters.minArea !== undefined || filters.maxArea !== undefined
  return { ...rest, ...(hasArea && areaUnit ? { areaUnit } : {}), ...(rest.bhk && rest.bhk.length === 0 ? { bhk: undefined } : {}) }
}
