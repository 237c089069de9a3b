// @vishwas/domain: the product's rules as pure TypeScript, shared by the server and the web app.

export {
  ANALYTICS_FLUSH_MS,
  AREA_DECIMALS,
  ARCHIVE_AGE_DAYS,
  AUTH_COOKIE,
  AUTH_COOKIE_MAX_AGE_DAYS,
  BRAND_ACCENT,
  BYTES_PER_MB,
  CHUNK_LOAD_TIMEOUT_MS,
  CLOCK_REFRESH_MS,
  DEFAULT_AREA_UNIT,
  DEFAULT_BRAND,
  DEFAULT_MERGE_REASON,
  DEFAULT_MIN_CO_OWNERS,
  DEFAULT_POINT_DENSITY,
  DEFAULT_SPLIT_REASON,
  DEFAULT_STENCIL_SQM,
  DEFAULT_SUNRISE,
  DEFAULT_SUNSET,
  DOM_ERROR_RECOVERY_MS,
  DOM_READY_WAIT_MS,
  EARTH_RADIUS_M,
  ENGAGEMENT_PING_MS,
  EXPIRY_WARNING_DAYS,
  FIREFLY_COUNT,
  FOOTER_RAINDROP_COUNT,
  FOOTER_STAR_COUNT,
  GEOLOCATION_OPTIONS,
  GEOLOCATION_TIMEOUT_MS,
  HEAVY_PROBABILITY_THRESHOLD,
  HTTP_TIMEOUT_MS,
  IMAGE_MAX_WIDTH_PX,
  IMAGE_QUALITY,
  LIGHT_PROBABILITY_THRESHOLD,
  LOCATION_UNAVAILABLE,
  MANUAL_SPLIT_REASON,
  MAX_DOCUMENT_BYTES,
  MAX_FILE_NAME_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  MEDIA_BATCH_CONCURRENCY,
  MOBILE_BREAKPOINT_PX,
  MOON_CYCLE_DAYS,
  OWNERSHIP_CHANGE_WINDOW_DAYS,
  PAGE_VIEW_DEDUPE_MS,
  PROPERTY_REFERENCE_PREFIX,
  RAIN_PROBABILITY_THRESHOLD,
  RAINDROP_COUNT,
  SERVICE_RETRY,
  SPLIT_PORTION_TOLERANCE,
  SQFT_PER_SQM,
  SQM_PER_ACRE,
  SQM_PER_HECTARE,
  STAR_COUNT,
  STYLE_CLEANUP_DELAY_MS,
  SYSTEM_USER,
  TAGLINE,
  THUMBNAIL_MAX_PX,
  THUMBNAIL_QUALITY,
  TWILIGHT_WINDOW_MIN,
  UNKNOWN_LOCATION,
  UNTITLED_PROPERTY,
  UPLOAD_PROGRESS_CLEAR_MS,
  WEATHER_REFRESH_MS,
} from './constants'
export { messages, type Messages } from './messages'
export { Result, exhaustiveSwitchError } from './result'

// Property
export {
  amenityOptions,
  constructionStatuses,
  facingDirections,
  furnishingStatuses,
  indianStates,
  listingTypes,
  ownershipTypes,
  propertyStatuses,
  propertySubTypes,
  propertyTypes,
  riskKinds,
  riskLevels,
  subTypesByPropertyType,
  surroundingOptions,
  type ConstructionStatus,
  type FacingDirection,
  type FurnishingStatus,
  type IndianState,
  type ListingType,
  type OwnershipType,
  type PropertyStatus,
  type PropertySubType,
  type PropertyType,
  type RiskKind,
  type RiskLevel,
} from './property/property-enums'
export {
  addressSchema,
  basicInfoSchema,
  financialSchema,
  geofenceSchema,
  indianPostalCodeSchema,
  latLngSchema,
  listingMediaSchema,
  locationSchema,
  ownerSchema,
  ownershipSchema,
  propertyMetadataSchema,
  riskSchema,
  specificationsSchema,
} from './property/property-sections'
export {
  PROPERTY_REFERENCE_PATTERN,
  propertyReferenceSchema,
  propertySchema,
  storedPropertySchema,
  type BasicInfo,
  type ListingMedia,
  type Property,
  type PropertyDraft,
  type PropertyInput,
  type PropertyLocation,
  type PropertyOwner,
} from './property/property-schema'
export { RERA_NUMBER_MESSAGE, RERA_NUMBER_PATTERN, isValidReraNumber, reraNumberSchema, requiresReraNumber } from './property/rera'
export { REQUIRED_PROPERTY_FIELDS, failedPropertyCheck, validatePropertyData, type PropertyDataCheck } from './property/validate-property-data'
export { createBlankProperty } from './property/create-blank-property'
export { generatePropertyReference, isPropertyReference } from './property/generate-property-reference'

// User
export {
  DEFAULT_USER,
  accountTypes,
  displayName,
  kycStatuses,
  mergeUserRecord,
  roleLabel,
  rolesSchema,
  userSchema,
  userSegments,
  type AccountType,
  type KycStatus,
  type Roles,
  type User,
  type UserSegment,
} from './user/user-schema'

// Units and money
export {
  AREA_UNIT_LABELS,
  SQM_PER_UNIT,
  areaUnits,
  convertArea,
  formatArea,
  fromSquareMetres,
  isAreaUnit,
  toSquareFeet,
  toSquareMetres,
  type AreaUnit,
} from './units/area'
export { PAISE_PER_RUPEE, RUPEES_PER_CRORE, RUPEES_PER_LAKH, formatPaise, formatRupees, formatRupeesShort, paiseToRupees, rupeesToPaise } from './money/rupees'

// Geometry
export { MIN_POLYGON_POINTS, fromPosition, isPolygon, parseLatLng, parseVertices, toClosedRing, toPosition, type LatLng } from './geometry/lat-lng'
export { polygonAreaSqft, polygonAreaSqm, signedRingAreaSqm } from './geometry/polygon-area'
export { polygonCentroid } from './geometry/polygon-centroid'
export { stencilPolygon } from './geometry/stencil-polygon'

// Lists, statistics, schemas, services, phone
export { EMPTY_PUBLIC_LIST, MAX_PAGE_LIMIT, PAGINATION_DEFAULTS, normalizePage, pageOffset, paginate, paginationQuerySchema, paginationSchema, type Pagination } from './pagination/pagination'
export { ZERO_STATISTICS, statisticsSchema, type PropertyStatistics } from './statistics/statistics'
export { entityNames, entitySchemas, type EntityName } from './schemas/entity-schemas'
export { getJsonSchema, listJsonSchemas, type JSONSchema } from './schemas/json-schemas'
export { serviceRetryDelay, shouldProceedWithLimitedFunctionality } from './service/service-retry'
export { cleanPhoneNumber, isIndianMobile, toIndianE164 } from './phone/clean-phone-number'
