// The Drizzle schema: one file per table (the property histories share one).
export { analyticsEvents } from './analytics-events'
export { otpChallenges } from './otp-challenges'
export { properties, type PropertyRow } from './properties'
export { propertyCounts, propertyCreatorCounts } from './property-counts'
export { propertyDealerHistory, propertyOwnershipHistory, propertyPriceHistory } from './property-history'
export { propertyOwners } from './property-owners'
export { refreshTokens } from './refresh-tokens'
export { users, type NewUserRow, type UserRow } from './users'
