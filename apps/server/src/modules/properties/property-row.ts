// The one mapping from a property document to the typed columns of `properties` (ARCHITECTURE
// §5): every write of this module goes through propertyRow, so the columns the searches filter,
// sort and join on never drift from the document the API returns. Geometry is written as EWKT
// (the repository passes it through ST_GeogFromText).
import { parseVertices, toSquareFeet, type LatLng, type Property } from '@vishwas/domain'

export type PropertyRow = {
  id: string
  reference: string
  doc: Property
  title: string
  type: string
  sub_type: string | null
  status: string
  listing_type: string
  city: string
  state: string
  locality: string | null
  postal_code: string | null
  construction_status: string | null
  furnished: string | null
  /** Whole rupees (the column is bigint). */
  price: number
  area_sqft: number
  bedrooms: number
  bathrooms: number
  score: number
  views: number
  amenities: string[]
  owner_id: string | null
  dealer_id: string | null
  created_by: string
  created_at: string | null
  updated_at: string | null
  /** EWKT polygon, or null without at least 3 vertices. */
  boundary: string | null
  /** EWKT point, or null without coordinates. */
  centroid: string | null
}

export function polygonEwkt(vertices: readonly LatLng[]): string {
  const ring = [...vertices, vertices[0] as LatLng].map((v) => `${v.longitude} ${v.latitude}`).join(', ')
  return `SRID=4326;POLYGON((${ring}))`
}

export function pointEwkt(point: LatLng): string {
  return `SRID=4326;POINT(${point.longitude} ${point.latitude})`
}

/** The primary owner: ownerId, else the first of the owners list. */
export function primaryOwnerId(property: Property): string | null {
  return property.ownership.ownerId ?? property.ownership.owners[0]?.userId ?? null
}

export function propertyRow(property: Property): PropertyRow {
  const { basicInfo, location, specifications } = property
  const area = specifications.area
  const vertices = parseVertices(location.geofence.vertices)
  return {
    id: property.id,
    reference: property.reference,
    doc: property,
    title: basicInfo.title,
    type: basicInfo.type,
    sub_type: basicInfo.subType ?? null,
    status: basicInfo.status,
    listing_type: basicInfo.listingType,
    city: location.address.city,
    state: location.address.state,
    locality: location.address.locality ?? null,
    postal_code: location.address.postalCode ?? null,
    construction_status: basicInfo.constructionStatus ?? null,
    furnished: basicInfo.furnished ?? null,
    price: Math.round(property.financial.pricing.totalPrice),
    area_sqft: toSquareFeet(area.total, area.unit),
    bedrooms: specifications.rooms.bedrooms,
    bathrooms: specifications.rooms.bathrooms,
    score: property.evaluation.propertyScore,
    views: property.analytics.views,
    amenities: property.amenities,
    owner_id: primaryOwnerId(property),
    dealer_id: property.dealerInfo.currentDealer?.userId ?? null,
    created_by: property.metadata.createdBy,
    created_at: property.metadata.createdAt ?? null,
    updated_at: property.metadata.updatedAt ?? null,
    boundary: vertices.length >= 3 ? polygonEwkt(vertices) : null,
    centroid: location.coordinates ? pointEwkt(location.coordinates) : null,
  }
}
