// The Drizzle schema: one file per table.
export { analyticsEvents } from './analytics-events'
export { properties, type PropertyRow } from './properties'
export { propertyCounts } from './property-counts'
export { propertyOwners } from './property-owners'
export { users, type NewUserRow, type UserRow } from './users'
