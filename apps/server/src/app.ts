// The application: Fastify with its plugins and modules, not listening (server.ts listens, tests
// use app.inject). buildApp(config) opens and migrates the configured database; tests pass an
// open handle instead.
import type { Writable } from 'node:stream'
import compress from '@fastify/compress'
import { nestsDeeperThan } from '@vishwas/domain'
import Fastify, { type FastifyInstance } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { DatabaseHandle } from './db/database'
import { badRequest } from './errors'
import { JSON_TOO_DEEP_MESSAGE } from './lib/json-body'
import { serializeReply } from './lib/raw-json'
import { loggerSettings } from './logging'
import authRoutes from './modules/auth/auth.routes'
import bidsRoutes from './modules/bids/bids.routes'
import activityRoutes from './modules/activity/activity.routes'
import adminAuditRoutes from './modules/admin-audit/admin-audit.routes'
import analyticsRoutes from './modules/analytics/analytics.routes'
import adminDashboardRoutes from './modules/admin-dashboard/admin-dashboard.routes'
import adminIndexesRoutes from './modules/admin-indexes/admin-indexes.routes'
import adminPropertiesRoutes from './modules/admin-properties/admin-properties.routes'
import evaluationRoutes from './modules/evaluation/evaluation.routes'
import type { Clock } from './modules/auth/clock'
import devRoutes from './modules/dev/dev.routes'
import geocodeRoutes from './modules/geocode/geocode.routes'
import documentFilesRoutes from './modules/documents/document-files.routes'
import documentUploadsRoutes from './modules/documents/document-uploads.routes'
import documentsRoutes from './modules/documents/documents.routes'
import filesRoutes from './modules/media/files.routes'
import mediaRoutes from './modules/media/media.routes'
import notificationsRoutes from './modules/notifications/notifications.routes'
import uploadsRoutes from './modules/media/uploads.routes'
import healthRoutes from './modules/health/health.routes'
import jobsRoutes from './modules/jobs/jobs.routes'
import placesRoutes from './modules/places/places.routes'
import invitationsRoutes from './modules/properties/invitations.routes'
import curatorRoutes from './modules/curator/curator.routes'
import plotsRoutes from './modules/plots/plots.routes'
import mapRoutes from './modules/map/map.routes'
import propertiesPublicRoutes from './modules/properties-public/properties-public.routes'
import propertiesRoutes from './modules/properties/properties.routes'
import propertyStewardshipRoutes from './modules/properties/property-stewardship.routes'
import propertySearchRoutes from './modules/property-search/property-search.routes'
import rentalsRoutes from './modules/rentals/rentals.routes'
import savedSearchesRoutes from './modules/saved-searches/saved-searches.routes'
import inquiriesRoutes from './modules/inquiries/inquiries.routes'
import inquiriesAdminRoutes from './modules/inquiries/inquiries-admin.routes'
import visitsRoutes from './modules/visits/visits.routes'
import schemasRoutes from './modules/schemas/schemas.routes'
import shortlistRoutes from './modules/shortlist/shortlist.routes'
import usersRoutes from './modules/users/users.routes'
import userAccountsRoutes from './modules/user-admin/user-accounts.routes'
import userAdminRoutes from './modules/user-admin/user-admin.routes'
import weatherRoutes from './modules/weather/weather.routes'
import auth from './plugins/auth'
import db from './plugins/db'
import demoData from './plugins/demo-data'
import { createDocumentJobs } from './modules/documents/documents.jobs'
import { createVisitReminderJob } from './modules/visits/visits.jobs'
import jobs from './plugins/jobs'
import proposalsRoutes from './modules/proposals/proposals.routes'
import dealsRoutes from './modules/deals/deals.routes'
import paymentsRoutes from './modules/payments/payments.routes'
import paymentReadsRoutes from './modules/payments/payment-reads.routes'
import { createPaymentsReconcileJob } from './modules/payments/payments.deps'
import payments from './plugins/payments'
import notifications from './plugins/notifications'
import errorHandler, { answerClientError, sendError } from './plugins/error-handler'
import rateLimit from './plugins/rate-limit'
import requestId, { genReqId } from './plugins/request-id'
import security, { analyticsSources, mergeSources, razorpayCheckoutSources } from './plugins/security'
import storage from './plugins/storage'
import { fileReadOrigins } from './providers/storage/create-file-storage'
import type { FileStorage } from './providers/storage/file-storage'
import strictQuery from './plugins/strict-query'
import textHygiene from './plugins/text-hygiene'
import swagger from './plugins/swagger'
import web from './plugins/web'

export const REQUEST_TIMEOUT_MS = 15_000
export const BODY_LIMIT_BYTES = 1024 * 1024
export const MAX_PATH_PARAM_LENGTH = 2048
export { JSON_TOO_DEEP_MESSAGE }

/**
 * `database`: use this handle; `ownsDatabase`: the app migrates it and closes it on close;
 * `clock`: the identity service's time (tests move it instead of sleeping); `logDestination`:
 * where the log goes instead of stdout (tests read it).
 */
export type AppDependencies = { database?: DatabaseHandle; ownsDatabase?: boolean; clock?: Clock; logDestination?: Writable; storage?: FileStorage }

export type App = FastifyInstance

export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<App> {
  const app = Fastify({
    ...(await loggerSettings(config, dependencies.logDestination)),
    genReqId,
    requestIdHeader: false,
    // A path parameter longer than the router's default (100) would be an unknown route; the
    // route's own check answers it instead.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    connectionTimeout: REQUEST_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // A new embedded database takes about 15 s to create, migrate and seed.
    pluginTimeout: 300_000,
    frameworkErrors: (error, request, reply) => {
      void sendError(request, reply, error)
    },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  // Responses are plain JSON.stringify: the zod response schemas document the API (OpenAPI)
  // and are checked by the route tests, without a second validation of every response.
  app.setSerializerCompiler(() => serializeReply)

  // The API takes JSON only (anything else is a 415).
  app.removeContentTypeParser('text/plain')
  // JSON bodies as usual, but an empty body with a JSON content type (a PATCH without data) is
  // no body rather than an error, and one nested deeper than MAX_JSON_DEPTH is a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, undefined)
    void parseJson(request, text, (error, value) => {
      if (!error && nestsDeeperThan(value)) done(badRequest(JSON_TOO_DEEP_MESSAGE))
      else done(error, value)
    })
  })

  try {
    await registerAll(app, config, dependencies)
  } catch (error) {
    // A plugin that failed after the database opened must not leave it open.
    await app.close().catch(() => undefined)
    throw error
  }
  return app
}

async function registerAll(app: App, config: Config, dependencies: AppDependencies): Promise<void> {
  await app.register(errorHandler)
  await app.register(requestId)
  await app.register(security, {
    fileOrigins: fileReadOrigins(config.storage),
    mapTileOrigins: config.mapTileOrigin ? [config.mapTileOrigin] : [],
    extraSources: mergeSources(
      analyticsSources({ ga: config.analytics.gaMeasurementId !== null, meta: config.analytics.metaPixel !== null }),
      config.payments.provider === 'razorpay' ? razorpayCheckoutSources : {},
    ),
  })
  await app.register(rateLimit, { config })
  await app.register(compress, { encodings: ['br', 'gzip'] })
  await app.register(strictQuery)
  await app.register(textHygiene)
  await app.register(db, {
    config,
    ...(dependencies.database ? { database: dependencies.database } : {}),
    ...(dependencies.ownsDatabase !== undefined ? { owns: dependencies.ownsDatabase } : {}),
  })
  await app.register(storage, { config, ...(dependencies.storage ? { storage: dependencies.storage } : {}) })
  await app.register(demoData, { config })
  await app.register(jobs, {
    config,
    documents: createDocumentJobs(app.database),
    // The SMS provider is the auth plugin's, registered after this one: read when a job runs.
    visitReminders: createVisitReminderJob({ database: app.database, sms: () => app.identity.sms, brandName: config.brandName, log: app.log.child({ module: 'visit-reminders' }) }),
    paymentsReconcile: createPaymentsReconcileJob(app),
  })
  await app.register(notifications)
  await app.register(payments, { config })
  await app.register(swagger, { config })
  await app.register(auth, { config, ...(dependencies.clock ? { clock: dependencies.clock } : {}) })

  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(propertiesPublicRoutes, { prefix: '/api', config })
  await app.register(propertySearchRoutes, { prefix: '/api' })
  await app.register(placesRoutes, { prefix: '/api' })
  await app.register(propertiesRoutes, { prefix: '/api', config })
  await app.register(propertyStewardshipRoutes, { prefix: '/api' })
  await app.register(invitationsRoutes, { prefix: '/api' })
  await app.register(curatorRoutes, { prefix: '/api' })
  await app.register(plotsRoutes, { prefix: '/api' })
  await app.register(mapRoutes, { prefix: '/api' })
  await app.register(shortlistRoutes, { prefix: '/api' })
  await app.register(savedSearchesRoutes, { prefix: '/api' })
  await app.register(rentalsRoutes, { prefix: '/api' })
  await app.register(inquiriesRoutes, { prefix: '/api' })
  await app.register(visitsRoutes, { prefix: '/api', config })
  await app.register(mediaRoutes, { prefix: '/api' })
  await app.register(filesRoutes, { prefix: '/api' })
  await app.register(uploadsRoutes, { prefix: '/api', config })
  await app.register(jobsRoutes, { prefix: '/api' })
  await app.register(documentsRoutes, { prefix: '/api' })
  await app.register(documentFilesRoutes, { prefix: '/api' })
  await app.register(documentUploadsRoutes, { prefix: '/api', config })
  await app.register(proposalsRoutes, { prefix: '/api' })
  await app.register(dealsRoutes, { prefix: '/api' })
  await app.register(paymentsRoutes, { prefix: '/api' })
  await app.register(paymentReadsRoutes, { prefix: '/api', config })
  await app.register(schemasRoutes, { prefix: '/api' })
  await app.register(weatherRoutes, { prefix: '/api', config })
  await app.register(geocodeRoutes, { prefix: '/api', config })
  await app.register(authRoutes, { prefix: '/api', config })
  await app.register(usersRoutes, { prefix: '/api' })
  await app.register(notificationsRoutes, { prefix: '/api' })
  await app.register(devRoutes, { prefix: '/api', config })
  await app.register(bidsRoutes, { prefix: '/api' })
  await app.register(activityRoutes, { prefix: '/api' })
  await app.register(adminAuditRoutes, { prefix: '/api' })
  await app.register(analyticsRoutes, { prefix: '/api', config })
  await app.register(adminDashboardRoutes, { prefix: '/api' })
  await app.register(userAccountsRoutes, { prefix: '/api' })
  await app.register(userAdminRoutes, { prefix: '/api' })
  await app.register(adminPropertiesRoutes, { prefix: '/api' })
  await app.register(adminIndexesRoutes, { prefix: '/api' })
  await app.register(inquiriesAdminRoutes, { prefix: '/api' })
  await app.register(evaluationRoutes, { prefix: '/api' })

  await app.register(web, { config })
  await app.ready()
}
