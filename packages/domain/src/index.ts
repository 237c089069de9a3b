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
  isPublicPropertyStatus,
  listingTypes,
  ownershipTypes,
  propertyStatuses,
  propertySubTypes,
  propertyTypes,
  publicPropertyStatuses,
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
  TOTAL_PRICE_WHOLE_RUPEES,
  financialSchema,
  geofenceSchema,
  indianPostalCodeSchema,
  latLngSchema,
  listingMediaSchema,
  locationSchema,
  ownerSchema,
  ownershipSchema,
  propertyMetadataSchema,
  PROPERTY_TITLE_MAX_LENGTH,
  riskSchema,
  specificationsSchema,
} from './property/property-sections'
export {
  PROPERTY_REFERENCE_PATTERN,
  normalizeTag,
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
export { RERA_NUMBER_MESSAGE, RERA_NUMBER_PATTERN, isValidReraNumber, requiresReraNumber } from './property/rera'
export { reraNumberSchema } from './property/rera-schema'
export { NOT_YET_SCORED, formatPropertyScore, isScored } from './property/property-score'
export { REQUIRED_PROPERTY_FIELDS, failedPropertyCheck, validatePropertyData, type PropertyDataCheck } from './property/validate-property-data'
export {
  MIN_PROPERTY_AREA_SQM,
  areaProblem,
  areaTooSmallProblem,
  boundaryProblem,
  ownerSharesProblem,
  propertyLimitMessages,
  salePriceProblem,
} from './property/property-limits'
export {
  MAX_ANALYTICS_COUNT,
  analyticsCounterOf,
  analyticsEventSchema,
  analyticsEvents,
  analyticsMessages,
  propertyAnalyticsSchema,
  type AnalyticsCounter,
  type AnalyticsEvent,
  type AnalyticsEventInput,
  type PropertyAnalytics,
} from './property/property-analytics'
export { isPricedPerMonth, pricePerSqft, withPricePerSqft } from './property/property-pricing'
export {
  MAX_PENDING_INVITATIONS_PER_INVITER,
  invitationRoles,
  invitationStatuses,
  mayNameDealerDirectly,
  mayNameOwnerDirectly,
  ownershipAfterAccepting,
  resolvedShares,
  splitByConsent,
  type ConsentSplit,
  type InvitationRole,
  type InvitationStatus,
  type OwnerInvitation,
  type Ownership,
} from './property/ownership-consent'
export {
  PRIVATE_METADATA_KEYS,
  PRIVATE_OWNER_LABEL,
  PRIVATE_OWNERSHIP,
  privateDealerInfoSchema,
  privateOwnershipSchema,
  propertyViewFor,
  publicPropertySchema,
  toPublicProperty,
  type PublicProperty,
} from './property/public-property'
export { canChangePropertyView, hasPrivateOwners, type PropertyView } from './property/property-view'
export {
  NOTHING_CHECKED_YET,
  hasPassedCheck,
  listingCheckKeys,
  listingCheckLabels,
  listingChecks,
  type CheckedListing,
  type ListingCheck,
  type ListingCheckKey,
  type ListingCheckStatus,
} from './property/listing-checks'
export { NOTHING_VERIFIED, listingVerificationSchema, publicListingSchema, type ListingVerification, type PublicListing } from './property/public-listing'
export { createBlankProperty } from './property/create-blank-property'
export { generatePropertyReference, isPropertyReference } from './property/generate-property-reference'
export { createPropertyMetadata, touchPropertyMetadata, type PropertyMetadata } from './property/property-metadata'
export {
  MAX_RECORDED_CHANGES,
  PROPERTY_RESTORE_DAYS,
  SMALL_CHANGE_VALUE_CHARS,
  canChangePropertyOwners,
  canDeleteProperty,
  canWithdrawPropertyInvitation,
  deletedPropertySchema,
  documentChanges,
  isUnrepresentedDealer,
  propertyOwnersChanged,
  stewardshipMessages,
  type DeletedProperty,
  type DocumentChange,
  type JsonValue,
} from './property/property-stewardship'
export {
  checkBatchUpdates,
  MAX_IMPORT_PROPERTIES,
  parsePropertyImport,
  propertyExportFileName,
  summarizeBatch,
  type BatchOutcome,
  type BatchUpdate,
} from './property/property-import-export'

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
export {
  canAccessPropertyTools,
  canReadManagedProperty,
  headerMenu,
  isOwnOrCreatedProperty,
  isPropertyOwner,
  profileMenu,
  propertyIdFromToolsPath,
  listingSideLevel,
  propertyAccessLevel,
  representsProperty,
  type AccessProperty,
  type AccessUser,
  type MenuEntry,
  type PropertyAccessLevel,
  type TeamSeat,
} from './user/access'
export { checkToken, checkTokenPayload, decodeTokenPayload, isTokenValid, tokenPayloadSchema, type Logger, type TokenCheck, type TokenPayload } from './auth/token'

// Units and money
export { MAX_JSON_DEPTH, nestsDeeperThan } from './json/json-depth'
export {
  AREA_UNIT_LABELS,
  SQM_PER_UNIT,
  areaUnits,
  convertArea,
  displayArea,
  formatArea,
  fromSquareMetres,
  isAreaUnit,
  toSquareFeet,
  toSquareMetres,
  type AreaUnit,
} from './units/area'
export {
  BIGHA_SQFT_BY_STATE,
  INDIAN_AREA_UNIT_LABELS,
  MARLA_PER_KANAL,
  RAJASTHAN_KACHHA_BIGHA_SQFT,
  SMALL_MARLA_DISTRICTS,
  SQFT_PER_GAJ,
  SQFT_PER_MARLA,
  SQFT_PER_MARLA_SMALL,
  bighaSqft,
  formatIndianArea,
  indianAreaUnits,
  indianUnitToSquareFeet,
  localAreaEquivalents,
  marlaSqft,
  sqftPerIndianUnit,
  squareFeetToIndianUnit,
  type IndianAreaUnit,
  type LocalUnitContext,
} from './units/indian-land-units'
export { PAISE_PER_RUPEE, RUPEES_PER_CRORE, RUPEES_PER_LAKH, formatPaise, formatRupees, formatRupeesShort, paiseToRupees, rupeesToPaise } from './money/rupees'
export { formatIndianNumber, type FractionDigits } from './money/indian-digits'
export {
  MAX_PRICE_RUPEES,
  checkPriceRange,
  describeRupees,
  parseRupees,
  priceInputMessages,
  type PriceInputError,
  type PriceInputErrorCode,
  type PriceRange,
} from './money/parse-rupees'
// Place names
export {
  findPlaceNameAlias,
  placeNameAliases,
  placeNameKey,
  placeNameSpellings,
  placeNamesForAliasPrefix,
  placeSearchText,
  resolvePlaceName,
  type PlaceNameAlias,
} from './places/place-names'
export { PLACE_SUGGESTION_LIMITS, placeLabel } from './places/place-label'
export { placeSuggestionSchema, type PlaceSuggestion } from './places/place-suggestion'

// Geometry
export { MIN_POLYGON_POINTS, fromPosition, isPolygon, parseLatLng, parseVertices, toClosedRing, toPosition, type LatLng } from './geometry/lat-lng'
export { polygonAreaSqft, polygonAreaSqm, signedRingAreaSqm } from './geometry/polygon-area'
export { polygonCentroid } from './geometry/polygon-centroid'
export { stencilPolygon } from './geometry/stencil-polygon'
export { differenceShapes, intersectShapes, shapeAreaSqm, shapeFromRing, unionShapes, type Shape } from './geometry/shape'
export { MAX_BISECTION_STEPS, equalAreaCuts, type SweepAxis } from './geometry/equal-area-cuts'
export {
  MAX_SPLIT_PARTS,
  checkSplittablePolygon,
  longerAxis,
  splitPolygonIntoEqualParts,
  splitPolygonIntoGrid,
  type SplitGeometry,
} from './geometry/split-polygon'
export { localShapeAreaSqm, measureTiling, type TilingReport } from './geometry/tiling'
export { mergePolygons } from './geometry/merge-polygons'
export { STREET_VIEWPORT_SPAN_DEGREES, STREET_ZOOM, mapMessages, searchAreaProblem, viewportProblem } from './geometry/search-area'

// Split and merge
export {
  approvalStatusSchema,
  approvalStatuses,
  parseNumberOrZero,
  resultingPartSchema,
  splitPartDraftSchema,
  splitRequestSchema,
  splitResultSchema,
  type ApprovalStatus,
  type ResultingPart,
  type SplitPartDraft,
  type SplitRequest,
  type SplitRequestInput,
  type SplitResult,
} from './split/split-schemas'
export { parentTotalAreaSqft, toSplitParent, type SplitParent, type SplitParentSource } from './split/split-parent'
export {
  createManualPart,
  distributeArea,
  generateAutoSplit,
  manualPortion,
  recalculateAreasFromPortions,
  recalculatePortionsFromAreas,
  renumberParts,
  splitPartName,
  type AutoSplitOptions,
  type MakePartId,
} from './split/split-parts'
export { buildSplitRequest, isPortionTotalValid, splitSavedMessage, totalPortion, validateSplitSave } from './split/validate-split-save'
export { mergeRequestSchema, mergeSourceSchema, type MergeRequest, type MergeSource } from './merge/merge-schemas'
export { buildMergeRequest, equalContribution, formatMergeSources, type MergeCandidate } from './merge/merge'
export { checkSplitPart, checkSplitParts, splitCheckMessages, type CheckedSplitPart, type SplitPartInput } from './split/check-split-parts'
export { checkMerge, mergeCheckMessages, mergeContributions, mergedOwners, type MergeSourceInput, type OwnerShare } from './merge/check-merge'
export {
  approvalAction,
  decidePropertyOperation,
  operationActions,
  operationKinds,
  operationMessages,
  operationStatuses,
  operationStatusOf,
  type OperationAction,
  type OperationActor,
  type OperationKind,
  type OperationRefusal,
  type OperationStatus,
  type OperationTransition,
} from './operations/property-operation'

// Comparison
export {
  COMPARED_FIELDS,
  COMPARED_FIELD_LABELS,
  MIN_COMPARED,
  checkComparisonIds,
  compareProperties,
  comparisonResultSchema,
  differingFields,
  propertySummarySchema,
  toPropertySummary,
  type ComparedField,
  type ComparisonResult,
  type PropertyDifference,
  type PropertySummary,
} from './comparison/compare-properties'

// Shortlist and saved searches
export { MAX_SHORTLIST, MAX_SHORTLIST_COMPARED, mergeShortlist, shortlistMessages } from './shortlist/shortlist'
export {
  MAX_SAVED_SEARCHES,
  MAX_SAVED_SEARCH_NAME,
  MAX_SAVED_SEARCH_QUERY,
  SAVED_SEARCH_FIELDS,
  SEARCH_FILTER_FIELDS,
  normaliseSearchQuery,
  savedSearchMessages,
  type SavedSearchField,
  type SearchFilterField,
} from './search/saved-search'
export { savedSearchInputSchema, savedSearchSchema, type SavedSearch, type SavedSearchInput } from './search/saved-search-schemas'

// Documents and media
export {
  DOCUMENT_CATEGORY_KEYWORDS,
  DOCUMENT_CATEGORY_LABELS,
  deriveDocumentCategory,
  documentCategories,
  documentTypes,
  isDocumentCategory,
  type DocumentCategory,
} from './documents/document-categories'
export { CONTENT_TYPE_BY_FORMAT, detectFileFormat, fileExtension } from './documents/file-format'
export {
  DOCUMENT_FORMATS,
  MEDIA_RULES,
  isMediaType,
  listingMediaKind,
  mediaTypes,
  validateDocumentFile,
  validateMediaFile,
  type FileCheck,
  type MediaType,
  type UploadFile,
} from './documents/validate-files'
export {
  MS_PER_DAY,
  REQUIRED_DOCUMENTS,
  archiveDocument,
  checkRequiredDocuments,
  documentExpiryStatus,
  documentTypeLabel,
  expiryBadgeText,
  expiryStatuses,
  selectDocumentsToArchive,
  type ExpiryState,
  type ExpiryStatus,
  type RequiredDocumentsCheck,
} from './documents/document-lifecycle'
export {
  STORAGE_URL_PREFIX,
  StoragePathError,
  documentStoragePath,
  isStoragePath,
  isStorageUrl,
  mediaStoragePath,
  safeFileName,
  storageUrl,
  uniqueFileName,
} from './documents/storage-paths'
export { MAX_URL_LENGTH, isAppPath, isHttpsUrl, isSafeFileUrl, isSafeThumbnail, storagePathField, urlMessages } from './schemas/safe-url'
export { lineText, multilineText, plainTextMessages } from './schemas/fields'
export { mediaItemSchema, propertyDocumentSchema, verificationStatuses, type MediaItem, type PropertyDocument, type VerificationStatus } from './documents/document-schemas'
export {
  MAX_DOCUMENT_BATCH,
  VERIFIED_FACTS,
  documentBatchBodySchema,
  documentMessages,
  documentMetadataInputSchema,
  documentMetadataPatchSchema,
  documentRegistrationSchema,
  documentVerdicts,
  documentVerificationSchema,
  type DocumentMetadataInput,
  type DocumentMetadataPatch,
  type DocumentRegistration,
  type DocumentVerdict,
  type DocumentVerification,
} from './documents/document-requests'
export { coverImage, listingMediaFromFiles, listingMediaFromItems, type StoredMediaItem, type UploadedFile } from './documents/listing-media'
export {
  MAX_IMAGE_PIXELS,
  SIGNATURE_HEAD_BYTES,
  SIGNATURE_TAIL_BYTES,
  checkFileSignature,
  endsCleanly,
  formatFromBytes,
  formatMatches,
  imageDimensions,
  type SignatureCheck,
} from './documents/file-signature'

// Scenery
export {
  atClock,
  celestialPosition,
  defaultSunTimes,
  isDaytime,
  sunTimesAt,
  timeOfDay,
  timesOfDay,
  type SunTimes,
  type TimeOfDay,
} from './scenery/time-of-day'
export { MOON_PHASE_NAMES, REFERENCE_NEW_MOON_MS, moonAge, moonPhase, moonPhaseName, type MoonPhaseName } from './scenery/moon-phase'
export {
  isRaining,
  weatherIntensities,
  weatherIntensity,
  weatherTypeFromCondition,
  weatherTypes,
  type WeatherIntensity,
  type WeatherType,
} from './scenery/weather-rules'
export { buildWeatherState, formatTemperature, type WeatherResponse, type WeatherState, type WeatherStateInput } from './scenery/weather-state'
export { weatherStateSchema } from './scenery/weather-state-schema'
export { footerSceneryElements, sceneryElements, type SceneryElements } from './scenery/scenery-elements'

// Other entities
export { applicationSchema, applicationStatuses, idProofTypes, rentalSchema, rentalStatuses, tenantSchema, type Application, type IdProofType, type Rental, type Tenant } from './schemas/rental-schemas'
export {
  dealPartyRoles,
  dealSchema,
  dealStatuses,
  escrowStatuses,
  paymentMethods,
  paymentPurposes,
  paymentSchema,
  paymentStatuses,
  transactionSchema,
  type Deal,
  type Payment,
  type Transaction,
} from './schemas/deal-schemas'
export {
  bidStatuses,
  inquiryChannels,
  inquiryStatuses,
  notificationKinds,
  type NotificationKind,
  proposalStatuses,
  teamRoles,
  visitModes,
  visitStatuses,
  type BidStatus,
} from './schemas/engagement-enums'
export {
  bidSchema,
  inquirySchema,
  notificationSchema,
  proposalSchema,
  scheduleSchema,
  teamSchema,
  type Bid,
  type Inquiry,
  type Notification,
  type Proposal,
  type Schedule,
  type Team,
} from './schemas/engagement-schemas'

// Lists, statistics, schemas, services, phone
export { EMPTY_PUBLIC_LIST, MAX_PAGE_LIMIT, PAGINATION_DEFAULTS, normalizePage, pageOffset, paginate, type Pagination } from './pagination/pagination'
export { paginationQuerySchema, paginationSchema } from './pagination/pagination-schema'
export { ZERO_STATISTICS, statisticsSchema, type PropertyStatistics } from './statistics/statistics'
export {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_TIME_ZONE,
  bucketStart,
  dashboardBuckets,
  dashboardIntervals,
  dashboardMessages,
  daysInRange,
  isCalendarDate,
  resolveDashboardRange,
  type DashboardInterval,
  type DashboardRange,
  type DashboardRangeInput,
} from './dashboard/dashboard-range'
export {
  dashboardReportSchema,
  dashboardRoleLabels,
  dashboardRoles,
  dashboardSeriesSchema,
  emptyDashboardFigures,
  emptyDashboardSeries,
  type DashboardFigures,
  type DashboardReport,
  type DashboardRole,
  type DashboardSeries,
} from './dashboard/dashboard-report'
export { SPEC_ENTITY_NAMES, entityNames, entitySchemas, type EntityName } from './schemas/entity-schemas'
export { getJsonSchema, listJsonSchemas, type JSONSchema } from './schemas/json-schemas'
export { serviceRetryDelay, shouldProceedWithLimitedFunctionality } from './service/service-retry'
export { cleanPhoneNumber, isIndianMobile, toIndianE164 } from './phone/clean-phone-number'
export {
  allowedActions,
  checkTransition,
  defineStateMachine,
  everyTransitionCase,
  terminalStatuses,
  transitionMessages,
  type StateMachine,
  type TransitionCase,
  type TransitionRefusal,
  type TransitionRule,
} from './transactions/state-machine'

// Rentals: applications and tenancies
export {
  OPEN_APPLICATION_STATUSES,
  applicationActions,
  applicationMachine,
  applicationParties,
  partiesOnApplication,
  partiesOnRental,
  rentalActions,
  rentalMachine,
  rentalParties,
  type ApplicationAction,
  type ApplicationParty,
  type ApplicationStatus,
  type RentalAction,
  type RentalParty,
  type RentalStatus,
} from './rentals/rental-machines'
export {
  DEFAULT_DEPOSIT_MONTHS,
  DEFAULT_NOTICE_DAYS,
  DEFAULT_RENT_DUE_DAY,
  DEFAULT_TENANCY_MONTHS,
  MAX_HOUSEHOLD_SIZE,
  addDays,
  addMonths,
  applicationInputSchema,
  approvalInputSchema,
  checkApplicationTarget,
  checkMoveInDate,
  closingInputSchema,
  rejectInputSchema,
  rentalMessages,
  rentalTermsFor,
  terminationDate,
  versionInputSchema,
  withdrawInputSchema,
  type ApplicationInput,
  type ApprovalInput,
  type RentalTerms,
} from './rentals/rental-rules'
export {
  MAX_BIDDING_DAYS,
  MIN_BID_INCREMENT_PAISE,
  MIN_BIDDING_LEAD_MINUTES,
  bidMachine,
  bidNotices,
  bidParties,
  biddingMachine,
  biddingMessages,
  biddingOutcome,
  biddingOutcomes,
  biddingParties,
  biddingStatuses,
  checkBidAmount,
  checkBiddingTerms,
  isBiddingOpen,
  minimumNextBid,
  type BidAction,
  type BidParty,
  type BiddingOutcome,
  type BiddingParty,
  type BiddingStatus,
  type BiddingTerms,
  type BiddingTermsInput,
} from './transactions/bidding'
export { bidViewSchema, biddingViewSchema, type BidView, type BiddingView } from './transactions/bidding-views'
export {
  dealActions,
  dealMachine,
  dealMachineStatuses,
  dealParties,
  dealPartiesOf,
  dealSideRoles,
  propertyStatusAfterDeal,
  type DealAction,
  type DealParty,
  type DealPartyRole,
  type DealStatus,
} from './transactions/deal-machine'
export {
  dealEventViewSchema,
  dealPartyViewSchema,
  dealTokenPaymentViewSchema,
  dealViewSchema,
  dealWithTimelineViewSchema,
  type DealEventView,
  type DealPartyView,
  type DealTokenPaymentView,
  type DealView,
  type DealWithTimelineView,
} from './transactions/deal-views'
export {
  isOpenProposal,
  otherSide,
  proposalActions,
  proposalMachine,
  proposalMachineStatuses,
  proposalParties,
  proposalPartiesOf,
  proposalUserActions,
  type ProposalAction,
  type ProposalParty,
  type ProposalSide,
  type ProposalStatus,
  type ProposalUserAction,
} from './transactions/proposal-machine'
export { proposalRoundViewSchema, proposalViewSchema, type ProposalRoundView, type ProposalView } from './transactions/proposal-views'
export {
  DEFAULT_PROPOSAL_VALID_DAYS,
  MAX_AMOUNT_PAISE,
  MAX_PROPOSAL_VALID_DAYS,
  MAX_TERMS_LENGTH,
  MIN_AMOUNT_PAISE,
  dealCreateSchema,
  dealTransitionSchema,
  proposalCreateSchema,
  proposalTransitionSchema,
  proposalValidUntil,
  transactionMessages,
  type DealCreate,
  type DealTransition,
  type ProposalCreate,
  type ProposalTransition,
} from './transactions/transaction-requests'
// Inquiries and site visits
export {
  MAX_INQUIRIES_PER_DAY,
  MAX_INQUIRY_MESSAGE_LENGTH,
  inquiryActions,
  inquiryMachine,
  inquiryMessages,
  inquiryParties,
  isOpenInquiry,
  openInquiryStatuses,
  type InquiryAction,
  type InquiryParty,
  type InquiryStatus,
} from './inquiries/inquiry-machine'
export {
  afterSlotActions,
  openVisitStatuses,
  visitActions,
  visitMachine,
  visitMessages,
  visitParties,
  visitTurnRefusal,
  type VisitAction,
  type VisitParty,
  type VisitProposer,
  type VisitStatus,
} from './visits/visit-machine'
export {
  MAX_PROPOSED_SLOTS,
  MAX_SLOT_MINUTES,
  MAX_VISIT_DAYS_AHEAD,
  MIN_SLOT_MINUTES,
  VISIT_DAY_END_HOUR,
  VISIT_DAY_START_HOUR,
  VISIT_TIME_ZONE,
  checkVisitSlot,
  checkVisitSlots,
  fromIndiaLocalInput,
  toIndiaLocalInput,
  visitSlotMessages,
  type VisitSlot,
} from './visits/visit-slots'
export { calendarUtcTime, escapeCalendarText, foldCalendarLine, visitCalendarFile, type VisitCalendarEvent } from './visits/visit-calendar'
export { visitViewSchema, type VisitView } from './visits/visit-views'
export { activityItemSchema, activityKindLabels, activityKinds, activityLink, type ActivityItem, type ActivityKind } from './transactions/activity'
export {
  SAVED_SEARCH_ALERT_INTERVAL_MS,
  SAVED_SEARCH_ALERT_MAX_LISTINGS,
  dealerChangeNotice,
  invitationNotice,
  notificationBellLabel,
  notificationMessages,
  savedSearchNotice,
  unreadBadgeText,
} from './notifications/notification-messages'
export { createEventStreamParser, type StreamEvent } from './notifications/event-stream'

// Payments and the ledger
export {
  balanceOf,
  balancesOf,
  capturePosting,
  depositReturnPosting,
  destinationAccount,
  holdingDebits,
  isHoldingAccount,
  ledgerAccounts,
  ledgerMessages,
  platformFee,
  postingKinds,
  postingProblem,
  refundPosting,
  releasePosting,
  reversalPosting,
  type Destination,
  type LedgerEntry,
  type Posting,
  type PostingKind,
} from './payments/ledger'
export { amountInWords, rupeesInWords } from './payments/amount-in-words'
export {
  DEFAULT_TOKEN_PERCENT,
  ESCROW_HOLDING_DEAL_STATUSES,
  IDEMPOTENCY_KEY_PATTERN,
  paymentMessages,
  receiptNumber,
  rentPeriods,
  rentSchedule,
  tokenAmountOf,
  type RentPeriod,
  type RentState,
} from './payments/payment-rules'
export {
  checkoutSchema,
  confirmCheckoutInputSchema,
  escrowStatusLabels,
  ledgerEntryViewSchema,
  ledgerPostingViewSchema,
  paymentProviders,
  paymentPurposeLabels,
  paymentStatusLabels,
  paymentViewSchema,
  payoutAccountInputSchema,
  receiptViewSchema,
  refundInputSchema,
  rentalPaymentInputSchema,
  type Checkout,
  type ConfirmCheckoutInput,
  type EscrowStatus,
  type LedgerPostingView,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentPurpose,
  type PaymentStatus,
  type PaymentView,
  type PayoutAccountInput,
  type ReceiptView,
  type RefundInput,
  type RentalPaymentInput,
} from './payments/payment-views'
export {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  MAX_SITE_EVENTS_PER_BATCH,
  consentChoices,
  siteEventMessages,
  siteEventNames,
  type AnalyticsSettings,
  type ConsentChoice,
  type SiteEventName,
} from './analytics/site-events'
export { siteEventSchema, siteEventsBodySchema, type SiteEvent, type SiteEventsBody } from './analytics/site-event-schemas'
export {
  MAX_CURATED_DEALERS,
  MAX_DEALER_NOTE_CHARS,
  MAX_FEATURED_LISTINGS,
  MAX_REQUEST_MESSAGE_CHARS,
  MAX_TEAM_MEMBERS,
  curatorMessages,
  releaseNotice,
  representationAnswerNotice,
  representationRequestNotice,
  representationRequestStatuses,
  teamMemberRoles,
  teamRoleCan,
  type RepresentationRequestStatus,
  type TeamMemberRole,
} from './curator/curator-rules'
export { dealerNoteBodySchema, representationRequestBodySchema, teamMemberRoleBodySchema, type RepresentationRequestBody } from './curator/curator-schemas'
export {
  MAX_TEAM_INVITATIONS_PER_DAY,
  TEAM_INVITATION_DAYS,
  formatInvitedPhone,
  invitationExpiresAt,
  invitationQuotaProblem,
  invitationStatusAt,
  invitationStatusForDealer,
  teamInvitationAcceptedNotice,
  teamInvitationBodySchema,
  teamInvitationMessages,
  teamInvitationNotice,
  teamInvitationStatuses,
  teamMemberLeftNotice,
  type TeamInvitationBody,
  type TeamInvitationStatus,
} from './curator/team-invitations'
export { checkReraAgentNumber, normaliseReraNumber, reraAgentFormats, reraMessages } from './accounts/rera'
export {
  checkKycId,
  identityMessages,
  kycIdTypeLabels,
  kycIdTypes,
  maskAadhaar,
  verhoeffCheckDigit,
  verhoeffValid,
  type KycIdType,
} from './accounts/identity-documents'
export {
  KYC_SCAN_CONTENT_TYPES,
  KYC_SCAN_FORMATS,
  MAX_KYC_SCAN_BYTES,
  isKycScanPath,
  kycScanFormat,
  kycScanMessages,
  kycScanRefusal,
  kycScanSides,
  kycScanStoragePath,
  type KycScanSide,
} from './accounts/kyc-scans'
export {
  accountMessages,
  accountNotices,
  dealerApplicationMachine,
  dealerApplicationStatuses,
  kycMachine,
  type DealerApplicationAction,
  type DealerApplicationStatus,
  type KycAction,
} from './accounts/account-machines'
export {
  PAYMENTS_PAGE_LIMIT,
  RECONCILE_GATEWAY_CHECKS,
  RECONCILE_PENDING_AFTER_MS,
  adminPaymentFilterFields,
  heldBalanceViewSchema,
  paymentListFilterFields,
  paymentReadMessages,
  receiptAddress,
  reconciliationExplanations,
  reconciliationIssueKinds,
  reconciliationIssueSchema,
  reconciliationReportSchema,
  type HeldBalanceView,
  type ReconciliationIssue,
  type ReconciliationIssueKind,
  type ReconciliationReport,
} from './payments/payment-reads'
export {
  FEATURABLE_STATUS,
  MAX_BULK_STATUS_CHANGES,
  MAX_FEATURED_ON_HOME,
  isUnusedIndex,
  propertyAdminMessages,
} from './admin/property-admin'
export {
  databaseIndexViewSchema,
  indexSortKeys,
  indexStatisticsViewSchema,
  type DatabaseIndexView,
  type IndexSortKey,
  type IndexStatisticsView,
} from './admin/index-views'
export {
  COMPLETENESS_FIELDS,
  SCORE_FACTORS,
  evaluationMessages,
  scoreFactorKeys,
  scoreFlagKeys,
  scoreProperty,
  type CompletenessField,
  type PropertyEvaluation,
  type ScoreFactor,
  type ScoreFactorKey,
  type ScoreFacts,
  type ScoreFlag,
  type ScoreFlagKey,
} from './evaluation/score-property'
export { kycScanViewSchema, kycViewSchema, type KycScanView, type KycView } from './accounts/kyc-views'
export { INDIA_UTC_OFFSET_MINUTES, fromIndiaWallClock, indianToday, indiaWallClock } from './india-time'
