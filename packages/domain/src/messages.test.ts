import { describe, expect, it } from 'vitest'
import * as constants from './constants'
import { messages } from './messages'
import { Result, exhaustiveSwitchError } from './result'

describe('messages (SPEC verbatim)', () => {
  it.each([
    ['loading', 'Loading...'],
    ['pageNotFound', 'Page not found'],
    ['applicationError', 'Application Error'],
    ['unhandledThrownResponse', 'Unhandled Thrown Response!'],
    ['loadingCssChunkFailed', 'Loading CSS chunk failed'],
    ['feelsLike', 'Feels like'],
    ['geolocationUnsupported', 'Geolocation is not supported by your browser'],
    ['locationUnavailable', 'Location unavailable'],
    ['unknownLocation', 'Unknown Location'],
    ['tokenMissingUidOrDid', 'Token missing uid or did'],
    ['tokenUidEqualsDid', 'Invalid token: uid and did are the same'],
    ['userNotAuthenticated', 'User not authenticated'],
    ['noAccessToken', 'No access token available'],
    ['recaptchaNotInitialized', 'reCAPTCHA not initialized'],
    ['noVerificationId', 'No verification ID found. Have you called sendOTP first?'],
    ['sellerAccessDeniedReason', 'Access denied - Seller privileges required'],
    ['sellerPrivilegesRequired', 'You need seller privileges to access this page'],
    ['sellerVerificationFailed', 'There was a problem verifying your seller privileges'],
    ['adminPrivilegesRequired', 'You need admin privileges to access this page'],
    ['adminVerificationFailed', 'There was a problem verifying your admin privileges'],
    ['propertyToolsDenied', "You don't have permission to access property management tools"],
    ['propertyAccessVerificationFailed', 'Error verifying property access'],
    ['totalPriceMustBeNumber', 'Total price must be a number'],
    ['totalAreaMustBeNumber', 'Total area must be a number'],
    ['compareNeedsTwo', 'At least 2 property IDs required for comparison'],
    ['mergeNeedsTwo', 'At least 2 properties are required for merging'],
    ['resultingPropertiesRequired', 'resultingProperties array is required'],
    ['invalidUpdatesArray', 'Invalid updates array'],
    ['invalidJsonData', 'Invalid JSON data'],
    ['documentTooLarge', 'File size exceeds 10 MB limit'],
    ['documentUnsupported', 'Unsupported file format. Supported formats: PDF, Word, Excel, JPEG, PNG'],
    ['fileNameTooLong', 'File name is too long'],
    ['imageTooLarge', 'Image size exceeds 10 MB limit'],
    ['videoTooLarge', 'Video size exceeds 100 MB limit'],
    ['mediaDocumentTooLarge', 'Document size exceeds 10 MB limit'],
    ['autoSplitGenerated', 'Auto-split generated. Review and save to finalize.'],
    ['manualPartAdded', 'Added new property part. Review and save to finalize.'],
    ['splitNeedsParentAndParts', 'Cannot save: Need parent property and at least 2 split parts'],
    ['splitPartsNeedBoundary', 'All parts must have valid boundary coordinates. Please complete drawing all parts.'],
    ['parentNeedsBoundary', "Property doesn't have valid boundary coordinates for splitting"],
    ['splitSaveFailed', 'Failed to save property split. Please try again.'],
    ['validatePropertyFailed', 'Failed to validate property'],
    ['failedToUpdatePropertyDocument', 'Failed to update property document'],
    ['failedToBatchUpdatePropertyDocuments', 'Failed to batch update property documents'],
    ['failedToGetPropertyDocuments', 'Failed to get property documents'],
    ['documentNotFound', 'Document not found'],
    ['failedToDeleteDocument', 'Failed to delete document from property'],
    ['failedToUpdateDocumentMetadata', 'Failed to update document metadata'],
    ['failedToVerifyDocument', 'Failed to verify document'],
    ['failedToReorderMedia', 'Failed to reorder media'],
    ['failedToSetPrimaryMedia', 'Failed to set primary media'],
    ['failedToOptimizeImage', 'Failed to optimize image'],
    ['failedToUploadMediaFile', 'Failed to upload media file'],
    ['failedToCreateProperty', 'Failed to create property'],
    ['propertyNotFound', 'Property not found'],
    ['failedToUpdateProperty', 'Failed to update property'],
    ['failedToDeleteProperty', 'Failed to delete property'],
    ['failedToFetchProperties', 'Failed to fetch properties'],
    ['failedToFetchUserProperties', 'Failed to fetch user properties'],
    ['failedToSearchByOwner', 'Failed to search properties by owner'],
    ['failedToAdvancedSearch', 'Failed to perform advanced search'],
    ['failedToSearchByAmenities', 'Failed to search properties by amenities'],
    ['failedToFindInRadius', 'Failed to find properties in radius'],
    ['failedToFindContainingPoint', 'Failed to find properties containing point'],
    ['failedToValidateCenterPoint', 'Failed to validate center point'],
    ['failedToFindWithCoOwners', 'Failed to find properties with co-owners'],
    ['failedToFindOwnershipChanges', 'Failed to find properties with ownership changes'],
    ['failedToFindByDealer', 'Failed to find properties by dealer'],
    ['failedToSearchByScore', 'Failed to search properties by score'],
    ['failedToFindPriceChanges', 'Failed to find properties with price changes'],
    ['failedToSearchByRisk', 'Failed to search properties by risk level'],
    ['failedToSearchByViews', 'Failed to search properties by view count'],
    ['failedToFetchPublicProperties', 'Failed to fetch public properties'],
    ['failedToFetchStatistics', 'Failed to fetch property statistics'],
  ] as const)('%s', (key, text) => {
    expect(messages[key]).toBe(text)
  })

  it('has the error boundary texts and the storage messages', () => {
    expect(messages.errorBoundary).toEqual({
      title: 'Something went wrong',
      message: "We're sorry, but there was an error loading this page. Please try refreshing.",
      retry: 'Try Again',
    })
    expect(messages.storage).toEqual({
      unauthorizedDocuments: 'You do not have permission to upload documents. Please ensure you are logged in.',
      unauthorizedFiles: 'You do not have permission to upload files. Please ensure you are logged in.',
      canceled: 'Upload was cancelled',
      unknown: 'An unknown error occurred during upload',
      retryLimitExceeded: 'Upload failed after maximum retry attempts',
      invalidChecksum: 'File was corrupted during upload. Please try again.',
      serverFileWrongSize: 'File size mismatch. Please try uploading again.',
    })
  })

  it('fills the run-time parts', () => {
    expect(messages.loadingChunkFailed(7)).toBe('Loading chunk 7 failed')
    expect(messages.lazyComponentFailed('PropertyMap')).toBe('Failed to load PropertyMap. Please refresh the page or try again later.')
    expect(messages.weatherApiError(503)).toBe('Weather API error: 503')
    expect(messages.geocodingApiError(429)).toBe('Geocoding API error: 429')
    expect(messages.missingRequiredField('basicInfo.type')).toBe('Missing required field: basicInfo.type')
    expect(messages.validationErrors(['a', 'b'])).toBe('Validation errors: a, b')
    expect(messages.splitSaved(['x', 'y'])).toBe('Property split saved successfully. Newly created property IDs: x, y')
    expect(messages.splitPortionTotal(99.5)).toBe('Total portion (99.50%) must equal 100%. Please adjust the portions.')
    expect(messages.httpError(502)).toBe('HTTP error! status: 502')
    expect(messages.invalidPartCount(100)).toBe('Number of parts must be a whole number from 2 to 100')
    expect(messages.imageUnsupported.startsWith('Unsupported image format. Supported formats: ')).toBe(true)
    expect(messages.videoUnsupported.startsWith('Unsupported video format')).toBe(true)
    expect(messages.mediaDocumentUnsupported.startsWith('Unsupported document format')).toBe(true)
  })
})

describe('SPEC §9 constants', () => {
  it('has the brand', () => {
    expect([constants.DEFAULT_BRAND, constants.BRAND_ACCENT, constants.TAGLINE]).toEqual(['Vishwas', 'Technology', 'Where Trust Meets Technology'])
  })

  it('has the timing', () => {
    expect(constants.WEATHER_REFRESH_MS).toBe(600_000)
    expect(constants.CLOCK_REFRESH_MS).toBe(60_000)
    expect(constants.GEOLOCATION_OPTIONS).toEqual({ timeout: 10_000, enableHighAccuracy: true, maximumAge: 0 })
    expect(constants.GEOLOCATION_TIMEOUT_MS).toBe(10_000)
    expect(constants.HTTP_TIMEOUT_MS).toBe(15_000)
    expect(constants.UPLOAD_PROGRESS_CLEAR_MS).toBe(3000)
    expect(constants.SERVICE_RETRY).toEqual({ baseMs: 2000, stepMs: 1000, capMs: 10_000, initTimeoutMs: 15_000, minAttempts: 2 })
    expect(constants.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
    expect([constants.PAGE_VIEW_DEDUPE_MS, constants.ENGAGEMENT_PING_MS, constants.ANALYTICS_FLUSH_MS, constants.STYLE_CLEANUP_DELAY_MS, constants.DOM_READY_WAIT_MS]).toEqual([500, 30_000, 3000, 300, 50])
    expect(constants.DOM_ERROR_RECOVERY_MS).toBe(100)
  })

  it('has the screen, scenery, cookie and file limits', () => {
    expect(constants.MOBILE_BREAKPOINT_PX).toBe(768)
    expect(constants.TWILIGHT_WINDOW_MIN).toBe(30)
    expect([constants.RAIN_PROBABILITY_THRESHOLD, constants.HEAVY_PROBABILITY_THRESHOLD, constants.LIGHT_PROBABILITY_THRESHOLD]).toEqual([30, 70, 30])
    expect([constants.FIREFLY_COUNT, constants.STAR_COUNT, constants.RAINDROP_COUNT, constants.FOOTER_STAR_COUNT, constants.FOOTER_RAINDROP_COUNT]).toEqual([30, 100, 100, 20, 15])
    expect(constants.AUTH_COOKIE).toEqual({ maxAgeDays: 7, secure: true, sameSite: 'strict', path: '/' })
    expect(constants.AUTH_COOKIE_MAX_AGE_DAYS).toBe(7)
    expect([constants.MAX_DOCUMENT_BYTES, constants.MAX_IMAGE_BYTES, constants.MAX_VIDEO_BYTES]).toEqual([10 * 1024 * 1024, 10 * 1024 * 1024, 100 * 1024 * 1024])
    expect([constants.MAX_FILE_NAME_LENGTH, constants.EXPIRY_WARNING_DAYS, constants.ARCHIVE_AGE_DAYS]).toEqual([255, 30, 365])
    expect([constants.IMAGE_MAX_WIDTH_PX, constants.IMAGE_QUALITY, constants.THUMBNAIL_MAX_PX, constants.THUMBNAIL_QUALITY, constants.MEDIA_BATCH_CONCURRENCY]).toEqual([1920, 0.85, 300, 0.7, 3])
  })

  it('has the defaults and conversions', () => {
    expect(constants.PAGINATION_DEFAULTS).toEqual({ page: 1, limit: 10 })
    expect([constants.DEFAULT_MIN_CO_OWNERS, constants.OWNERSHIP_CHANGE_WINDOW_DAYS, constants.DEFAULT_AREA_UNIT]).toEqual([2, 30, 'sqft'])
    expect([constants.SQFT_PER_SQM, constants.SQM_PER_ACRE, constants.SQM_PER_HECTARE, constants.EARTH_RADIUS_M]).toEqual([10.764, 4046.86, 10_000, 6_371_000])
    expect([constants.AREA_DECIMALS, constants.SPLIT_PORTION_TOLERANCE, constants.DEFAULT_POINT_DENSITY, constants.DEFAULT_STENCIL_SQM]).toEqual([2, 0.1, 0.001, 1000])
    expect([constants.PROPERTY_REFERENCE_PREFIX, constants.DEFAULT_SPLIT_REASON, constants.MANUAL_SPLIT_REASON, constants.DEFAULT_MERGE_REASON, constants.SYSTEM_USER]).toEqual([
      'PROP-',
      'Property subdivision',
      'Manual subdivision',
      'Property consolidation',
      'system',
    ])
    expect([constants.DEFAULT_SUNRISE, constants.DEFAULT_SUNSET, constants.MOON_CYCLE_DAYS, constants.UNTITLED_PROPERTY]).toEqual(['06:00', '18:00', 29.53, 'Untitled Property'])
  })
})

describe('Result', () => {
  it('wraps values and errors', () => {
    expect(Result.ok(1)).toEqual({ ok: true, value: 1 })
    expect(Result.err('no')).toEqual({ ok: false, error: 'no' })
  })

  it('throws on impossible switch cases', () => {
    expect(() => exhaustiveSwitchError('x' as never)).toThrow('Unknown switch case x')
    expect(() => exhaustiveSwitchError({ kind: 'k' } as never, 'kind')).toThrow('Unknown switch case k')
  })
})
