// The map's view and filters in the address (issue #22), so a map view can be shared and Back
// works: `lat`, `lng`, `zoom` and the home list's names `listingType`, `minPrice`, `maxPrice`,
// `bhk`, `city`. Anything unreadable falls back to the default view of India.
import { listingTypes, type ListingType } from '@vishwas/domain'

export interface MapFilters {
  listingType?: ListingType
  minPrice?: number
  maxPrice?: number
  bhk?: number[]
  city?: string
}

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

export function readMapView(params: URLSearchParams): MapView {
  const latitude = number(params.get('lat'), -85, 85)
  const longitude = number(params.get('lng'), -180, 180)
  const zoom = number(params.get('zoom'), 2, 19)
  if (latitude === undefined || longitude === undefined) return { ...INDIA_VIEW, ...(zoom === undefined ? {} : { zoom: Math.round(zoom) }) }
  return { latitude, longitude, zoom: zoom === undefined ? INDIA_VIEW.zoom : Math.round(zoom) }
}

export function readMapFilters(params: URLSearchParams): MapFilters {
  const filters: MapFilters = {}
  const kind = params.get('listingType')
  if (kind && (listingTypes as readonly string[]).includes(kind)) filters.listingType = kind as ListingType
  const minPrice = number(params.get('minPrice'), 0, 1e13)
  const maxPrice = number(params.get('maxPrice'), 0, 1e13)
  if (minPrice !== undefined) filters.minPrice = Math.round(minPrice)
  if (maxPrice !== undefined) filters.maxPrice = Math.round(maxPrice)
  const bhk = [...new Set((params.get('bhk') ?? '').split(',').map(Number))].filter((n) => Number.isInteger(n) && n >= 1 && n <= 5).sort()
  if (bhk.length > 0) filters.bhk = bhk
  const city = params.get('city')?.trim()
  if (city) filters.city = city.slice(0, 120)
  return filters
}

/** The address's query for a view and filters (5 decimals of a degree is about a metre). */
export function mapSearch(view: MapView, filters: MapFilters): string {
  const params = new URLSearchParams({ lat: view.latitude.toFixed(5), lng: view.longitude.toFixed(5), zoom: String(view.zoom) })
  if (filters.listingType) params.set('listingType', filters.listingType)
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice))
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice))
  if (filters.bhk && filters.bhk.length > 0) params.set('bhk', filters.bhk.join(','))
  if (filters.city) params.set('city', filters.city)
  return `?${params.toString()}`
}

/** The filters as the map calls' query. */
export function filterQuery(filters: MapFilters): Record<string, string | number | undefined> {
  return {
    listingType: filters.listingType,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    bhk: filters.bhk && filters.bhk.length > 0 ? filters.bhk.join(',') : undefined,
    city: filters.city,
  }
}
