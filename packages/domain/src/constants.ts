// Every business constant of SPEC §9, named, in one place. Other modules import from here so a
// number is written once. Durations are in milliseconds unless the name says otherwise.

// Brand (SPEC §1): the logo reads '{product}' plus an accented 'Technology'.
export const DEFAULT_BRAND = 'Vishwas'
export const BRAND_ACCENT = 'Technology'
export const TAGLINE = 'Where Trust Meets Technology'

// Timing
export const WEATHER_REFRESH_MS = 600_000
export const CLOCK_REFRESH_MS = 60_000
export const GEOLOCATION_OPTIONS = { timeout: 10_000, enableHighAccuracy: true, maximumAge: 0 } as const
export const GEOLOCATION_TIMEOUT_MS = GEOLOCATION_OPTIONS.timeout
export const HTTP_TIMEOUT_MS = 15_000
export const UPLOAD_PROGRESS_CLEAR_MS = 3_000
export const SERVICE_RETRY = { baseMs: 2_000, stepMs: 1_000, capMs: 10_000, initTimeoutMs: 15_000, minAttempts: 2 } as const
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
export const PAGE_VIEW_DEDUPE_MS = 500
export const ENGAGEMENT_PING_MS = 30_000
export const ANALYTICS_FLUSH_MS = 3_000
export const STYLE_CLEANUP_DELAY_MS = 300
export const DOM_READY_WAIT_MS = 50
/** SPEC §8: removeChild-type DOM errors are suppressed and recovered after this delay. */
export const DOM_ERROR_RECOVERY_MS = 100

// Screen and scenery
export const MOBILE_BREAKPOINT_PX = 768
export const TWILIGHT_WINDOW_MIN = 30
export const RAIN_PROBABILITY_THRESHOLD = 30
export const HEAVY_PROBABILITY_THRESHOLD = 70
export const LIGHT_PROBABILITY_THRESHOLD = 30
export const FIREFLY_COUNT = 30
export const STAR_COUNT = 100
export const RAINDROP_COUNT = 100
export const FOOTER_STAR_COUNT = 20
export const FOOTER_RAINDROP_COUNT = 15
export const DEFAULT_SUNRISE = '06:00'
export const DEFAULT_SUNSET = '18:00'
export const MOON_CYCLE_DAYS = 29.53

// Auth cookies
export const AUTH_COOKIE = { maxAgeDays: 7, secure: true, sameSite: 'strict', path: '/' } as const
export const AUTH_COOKIE_MAX_AGE_DAYS = AUTH_COOKIE.maxAgeDays

// Files
const MB = 1024 * 1024
export const BYTES_PER_MB = MB
export const MAX_DOCUMENT_BYTES = 10 * MB
export const MAX_IMAGE_BYTES = 10 * MB
export const MAX_VIDEO_BYTES = 100 * MB
export const MAX_FILE_NAME_LENGTH = 255
export const EXPIRY_WARNING_DAYS = 30
export const ARCHIVE_AGE_DAYS = 365
export const IMAGE_MAX_WIDTH_PX = 1920
export const IMAGE_QUALITY = 0.85
export const THUMBNAIL_MAX_PX = 300
export const THUMBNAIL_QUALITY = 0.7
export const MEDIA_BATCH_CONCURRENCY = 3

// Pagination and search defaults
export const PAGINATION_DEFAULTS = { page: 1, limit: 10 } as const
/** ARCHITECTURE §6: limit is capped at 100. */
export const MAX_PAGE_LIMIT = 100
export const DEFAULT_MIN_CO_OWNERS = 2
export const OWNERSHIP_CHANGE_WINDOW_DAYS = 30
export const DEFAULT_AREA_UNIT = 'sqft'

// Geometry and conversions
export const SQFT_PER_SQM = 10.764
export const SQM_PER_ACRE = 4046.86
export const SQM_PER_HECTARE = 10_000
export const EARTH_RADIUS_M = 6_371_000
export const AREA_DECIMALS = 2
export const SPLIT_PORTION_TOLERANCE = 0.1
export const DEFAULT_POINT_DENSITY = 0.001
export const DEFAULT_STENCIL_SQM = 1000

// Other
export const PROPERTY_REFERENCE_PREFIX = 'PROP-'
export const DEFAULT_SPLIT_REASON = 'Property subdivision'
export const MANUAL_SPLIT_REASON = 'Manual subdivision'
export const DEFAULT_MERGE_REASON = 'Property consolidation'
export const SYSTEM_USER = 'system'
export const UNKNOWN_LOCATION = 'Unknown Location'
export const LOCATION_UNAVAILABLE = 'Location unavailable'
export const UNTITLED_PROPERTY = 'Untitled Property'
