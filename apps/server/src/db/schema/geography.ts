// PostGIS geography columns. Drizzle has no geography type, and drizzle-kit quotes custom SQL
// types it does not know, so migration 0000 declares two domains over PostGIS geography and
// the columns use them: `geography_polygon` = geography(Polygon,4326), `geography_point` =
// geography(Point,4326). GiST indexes and every ST_ function work on them as on the base type.
import { customType } from 'drizzle-orm/pg-core'

/** Values are written as EWKT (`SRID=4326;POLYGON((lng lat, ...))`) and read back as hex EWKB. */
export const geographyPolygon = customType<{ data: string; driverData: string }>({
  dataType: () => 'geography_polygon',
})

export const geographyPoint = customType<{ data: string; driverData: string }>({
  dataType: () => 'geography_point',
})

/** PostgreSQL's own `box` (two corners, in degrees here), read back as its text form. */
export const box = customType<{ data: string; driverData: string }>({
  dataType: () => 'box',
})
