// Every message SPEC.md quotes, verbatim, in one object. Messages with a run-time part are
// functions; their fixed text is still SPEC's. Server and web both read from here.

const storage = {
  unauthorizedDocuments: 'You do not have permission to upload documents. Please ensure you are logged in.',
  unauthorizedFiles: 'You do not have permission to upload files. Please ensure you are logged in.',
  canceled: 'Upload was cancelled',
  unknown: 'An unknown error occurred during upload',
  retryLimitExceeded: 'Upload failed after maximum retry attempts',
  invalidChecksum: 'File was corrupted during upload. Please try again.',
  serverFileWrongSize: 'File size mismatch. Please try uploading again.',
} as const

export const messages = {
  // General and application (SPEC §1, §2, §8)
  loading: 'Loading...',
  pageNotFound: 'Page not found',
  errorBoundary: {
    title: 'Something went wrong',
    message: "We're sorry, but there was an error loading this page. Please try refreshing.",
    retry: 'Try Again',
  },
  applicationError: 'Application Error',
  unhandledThrownResponse: 'Unhandled Thrown Response!',
  loadingChunkFailed: (n: number | string) => `Loading chunk ${n} failed`,
  loadingCssChunkFailed: 'Loading CSS chunk failed',
  lazyComponentFailed: (name: string) => `Failed to load ${name}. Please refresh the page or try again later.`,
  feelsLike: 'Feels like',

  // Weather (SPEC §8)
  geolocationUnsupported: 'Geolocation is not supported by your browser',
  weatherApiError: (status: number | string) => `Weather API error: ${status}`,
  geocodingApiError: (status: number | string) => `Geocoding API error: ${status}`,
  locationUnavailable: 'Location unavailable',
  unknownLocation: 'Unknown Location',

  // Token and authentication (SPEC §5, §8)
  tokenMissingUidOrDid: 'Token missing uid or did',
  tokenUidEqualsDid: 'Invalid token: uid and did are the same',
  userNotAuthenticated: 'User not authenticated',
  noAccessToken: 'No access token available',
  recaptchaNotInitialized: 'reCAPTCHA not initialized',
  noVerificationId: 'No verification ID found. Have you called sendOTP first?',

  // Access (SPEC §6)
  sellerAccessDeniedReason: 'Access denied - Seller privileges required',
  sellerPrivilegesRequired: 'You need seller privileges to access this page',
  sellerVerificationFailed: 'There was a problem verifying your seller privileges',
  adminPrivilegesRequired: 'You need admin privileges to access this page',
  adminVerificationFailed: 'There was a problem verifying your admin privileges',
  propertyToolsDenied: "You don't have permission to access property management tools",
  propertyAccessVerificationFailed: 'Error verifying property access',

  // Property data check and other rules (SPEC §5)
  missingRequiredField: (path: string) => `Missing required field: ${path}`,
  totalPriceMustBeNumber: 'Total price must be a number',
  totalAreaMustBeNumber: 'Total area must be a number',
  compareNeedsTwo: 'At least 2 property IDs required for comparison',
  mergeNeedsTwo: 'At least 2 properties are required for merging',
  resultingPropertiesRequired: 'resultingProperties array is required',
  invalidUpdatesArray: 'Invalid updates array',
  invalidJsonData: 'Invalid JSON data',
  validationErrors: (errors: readonly string[]) => `Validation errors: ${errors.join(', ')}`,

  // Documents (SPEC §5)
  documentTooLarge: 'File size exceeds 10 MB limit',
  documentUnsupported: 'Unsupported file format. Supported formats: PDF, Word, Excel, JPEG, PNG',
  fileNameTooLong: 'File name is too long',

  // Media (SPEC §5)
  imageUnsupported: 'Unsupported image format. Supported formats: JPEG, PNG, JPG, GIF, WEBP, SVG',
  videoUnsupported: 'Unsupported video format. Supported formats: MP4, WEBM, OGG, MPEG, QUICKTIME',
  mediaDocumentUnsupported: 'Unsupported document format. Supported formats: PDF, DOC, DOCX',
  imageTooLarge: 'Image size exceeds 10 MB limit',
  videoTooLarge: 'Video size exceeds 100 MB limit',
  mediaDocumentTooLarge: 'Document size exceeds 10 MB limit',

  // Split tool (SPEC §2, §5, §8)
  autoSplitGenerated: 'Auto-split generated. Review and save to finalize.',
  manualPartAdded: 'Added new property part. Review and save to finalize.',
  splitSaved: (ids: readonly string[]) => `Property split saved successfully. Newly created property IDs: ${ids.join(', ')}`,
  splitNeedsParentAndParts: 'Cannot save: Need parent property and at least 2 split parts',
  /** The total is shown with 2 decimals, e.g. 'Total portion (100.11%) ...'. */
  splitPortionTotal: (total: number) => `Total portion (${total.toFixed(2)}%) must equal 100%. Please adjust the portions.`,
  splitPartsNeedBoundary: 'All parts must have valid boundary coordinates. Please complete drawing all parts.',
  parentNeedsBoundary: "Property doesn't have valid boundary coordinates for splitting",
  splitSaveFailed: 'Failed to save property split. Please try again.',
  validatePropertyFailed: 'Failed to validate property',
  httpError: (code: number | string) => `HTTP error! status: ${code}`,
  // Beyond SPEC: geometry the split tool refuses.
  boundaryCrossesItself: 'The boundary crosses itself. Please redraw it without crossing lines.',
  invalidPartCount: (max: number) => `Number of parts must be a whole number from 2 to ${max}`,
  polygonNeedsThreePoints: 'A boundary needs at least 3 points',

  // Storage (SPEC §8)
  storage,

  // Document and media services (SPEC §8)
  failedToUpdatePropertyDocument: 'Failed to update property document',
  failedToBatchUpdatePropertyDocuments: 'Failed to batch update property documents',
  failedToGetPropertyDocuments: 'Failed to get property documents',
  documentNotFound: 'Document not found',
  failedToDeleteDocument: 'Failed to delete document from property',
  failedToUpdateDocumentMetadata: 'Failed to update document metadata',
  failedToVerifyDocument: 'Failed to verify document',
  failedToReorderMedia: 'Failed to reorder media',
  failedToSetPrimaryMedia: 'Failed to set primary media',
  failedToOptimizeImage: 'Failed to optimize image',
  failedToUploadMediaFile: 'Failed to upload media file',
  failedToUpdatePropertyMedia: 'Failed to update property media',
  failedToBatchUpdatePropertyMedia: 'Failed to batch update property media',
  failedToGetPropertyMedia: 'Failed to get property media',
  mediaNotFound: 'Media not found',
  failedToDeleteMedia: 'Failed to delete media from property',

  // Property service (SPEC §8)
  failedToCreateProperty: 'Failed to create property',
  propertyNotFound: 'Property not found',
  failedToUpdateProperty: 'Failed to update property',
  failedToDeleteProperty: 'Failed to delete property',
  failedToFetchProperties: 'Failed to fetch properties',
  failedToFetchUserProperties: 'Failed to fetch user properties',
  failedToSearchByOwner: 'Failed to search properties by owner',
  failedToAdvancedSearch: 'Failed to perform advanced search',
  failedToSearchByAmenities: 'Failed to search properties by amenities',
  failedToFindInRadius: 'Failed to find properties in radius',
  failedToFindContainingPoint: 'Failed to find properties containing point',
  failedToValidateCenterPoint: 'Failed to validate center point',
  failedToFindWithCoOwners: 'Failed to find properties with co-owners',
  failedToFindOwnershipChanges: 'Failed to find properties with ownership changes',
  failedToFindByDealer: 'Failed to find properties by dealer',
  failedToSearchByScore: 'Failed to search properties by score',
  failedToFindPriceChanges: 'Failed to find properties with price changes',
  failedToSearchByRisk: 'Failed to search properties by risk level',
  failedToSearchByViews: 'Failed to search properties by view count',
  failedToFetchPublicProperties: 'Failed to fetch public properties',
  failedToFetchStatistics: 'Failed to fetch property statistics',
} as const

export type Messages = typeof messages
