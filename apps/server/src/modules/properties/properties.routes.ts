// The signed-in property calls (SPEC §7): create, read, replace, delete, the own lists, the
// seller's summary, and the portfolio tools (validate, compare, batch, import, export). Every
// call needs a signed-in caller ('User not authenticated'); the services check the rest.
// Static paths (/properties/batch, /compare, /import, /summary, /validate, /user/:userId) win
// over /properties/:reference in the router whatever the order.
import multipart from '@fastify/multipart'
import { messages } from '@vishwas/domain'
import type { FastifyReply } from 'fastify'
import { validatorCompiler, type FastifyPluginAsyncZod, type FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config'
import { errorResponses } from '../../lib/http-schemas'
import { inReply } from '../../lib/raw-json'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createMediaRepository } from '../media/media.repository'
import type { MediaDeps } from '../media/media.service'
import { declaredTooLarge, isMultipartForm, maxPropertyFormBytes, multipartBody, newPropertyStagingDir, propertyFormLimits, propertyFormParts } from '../media/property-form-parts'
import { createPropertyWithFiles } from '../media/property-with-files.service'
import { createPropertiesListRepository } from './properties-list.repository'
import { getPropertySummary, listProperties, listUserProperties } from './properties-list.service'
import { batchUpdateProperties, compareListedProperties, importProperties, validateProperty } from './properties-tools.service'
import { propertyMessages } from './properties.messages'
import { createPropertiesRepository } from './properties.repository'
import {
  IMPORT_BODY_LIMIT_BYTES,
  batchBodySchema,
  batchResponseSchema,
  compareBodySchema,
  compareResponseSchema,
  deleteResponseSchema,
  exportResponseSchema,
  importBodySchema,
  importResponseSchema,
  listQuerySchema,
  listResponseSchema,
  propertyBodySchema,
  propertyResponseSchema,
  propertyViewResponseSchema,
  propertyWithFilesBodySchema,
  referenceParamsSchema,
  summaryQuerySchema,
  summaryResponseSchema,
  userListQuerySchema,
  userParamsSchema,
  validateResponseSchema,
} from './properties.schemas'
import { createProperty, exportProperty, getProperty, updateProperty } from './properties.service'
import { createPropertyTrashRepository } from './property-trash.repository'
import { deleteProperty } from './property-trash.service'

const propertiesRoutes: FastifyPluginCallbackZod<{ config: Config }> = (app, options, done) => {
  const repository = createPropertiesRepository(app.database)
  const lists = createPropertiesListRepository(app.database)
  const trash = createPropertyTrashRepository(app.database)
  // A listing purged for good takes its stored files with it.
  const removeFiles = async (paths: readonly string[]) => {
    await Promise.all(paths.map((path) => app.storage.remove(path)))
  }
  const preHandler = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const tags = ['properties']
  // The guard ran: the caller is signed in.
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  // Create: a JSON body, or multipart/form-data with the listing's files (SPEC §7, POST
  // /properties with files). The multipart parser is registered for this route alone.
  const createRoute: FastifyPluginAsyncZod = async (scope) => {
    const propertyLimitBytes = scope.initialConfig.bodyLimit ?? 1024 * 1024
    const maxFormBytes = maxPropertyFormBytes(propertyLimitBytes)
    await scope.register(multipart, { limits: propertyFormLimits(propertyLimitBytes) })
    const mediaDeps: MediaDeps = { media: createMediaRepository(scope.database), properties: repository, storage: scope.storage }
    const stagingDir = newPropertyStagingDir(options.config)

    scope.post(
      '/properties',
      {
        // Before a byte is read: a form that says it is larger than any allowed one.
        onRequest: (request, _reply, next) => next(declaredTooLarge(request, maxFormBytes)),
        // A form's parts are read by the service as they stream; only a JSON body is validated up front.
        preValidation: (request, _reply, next) => {
          if (request.isMultipart()) request.body = multipartBody
          next()
        },
        validatorCompiler: (route) => {
          // Fastify passes each part's own schema (here zod), typed as the route's whole schema.
          const validate = validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0])
          return route.httpPart === 'body' ? (data: unknown) => (data === multipartBody ? { value: data } : validate(data)) : validate
        },
        preHandler,
        // A refused form may still be arriving: the connection closes, so the client stops sending.
        onSend: (request, reply, payload, next) => {
          if (reply.statusCode >= 400 && isMultipartForm(request)) void reply.header('connection', 'close')
          next(null, payload)
        },
        config: { formBody: propertyWithFilesBodySchema },
        schema: {
          tags,
          summary: 'Create a property (sellers, dealers and admins), as JSON or as multipart/form-data with its photos and videos',
          body: propertyBodySchema,
          response: { 201: propertyResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request)
        const now = new Date()
        const property = request.isMultipart()
          ? await createPropertyWithFiles({ deps: mediaDeps, auth, parts: propertyFormParts(request.parts(), propertyLimitBytes), stagingDir, now })
          : await createProperty({ repository, auth, body: request.body, now })
        return reply.code(201).send({ success: true as const, property })
      },
    )
  }
  void app.register(createRoute)

  app.get(
    '/properties',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Your properties (created or owned), or all of them with showAll for admins and dealers',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => inReply({ success: true as const, ...(await listProperties({ repository: lists, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/properties/user/:userId',
    {
      preHandler,
      schema: {
        tags,
        summary: "A user's properties (the user, an admin or a dealer)",
        params: userParamsSchema,
        querystring: userListQuerySchema,
        response: { 200: listResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      inReply({
        success: true as const,
        ...(await listUserProperties({ repository: lists, auth: authOf(request), userId: request.params.userId, query: request.query })),
      }),
  )

  app.get(
    '/properties/summary',
    {
      preHandler,
      schema: {
        tags,
        summary: "The seller dashboard's figures over your properties (all of them with showAll for admins and dealers)",
        querystring: summaryQuerySchema,
        response: { 200: summaryResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      summary: await getPropertySummary({ repository: lists, auth: authOf(request), showAll: request.query.showAll }),
    }),
  )

  app.post(
    '/properties/validate',
    {
      preHandler,
      schema: {
        tags,
        summary: "Check a property document without saving it (SPEC's data check, then the schema)",
        body: propertyBodySchema,
        response: { 200: validateResponseSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await validateProperty({ repository, data: request.body })) }),
  )

  app.post(
    '/properties/compare',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Compare 2 to 10 properties side by side',
        body: compareBodySchema,
        response: { 200: compareResponseSchema, ...errorResponses(400, 401, 403, 404, 415, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await compareListedProperties({ repository, auth: authOf(request), propertyIds: request.body.propertyIds })),
    }),
  )

  app.patch(
    '/properties/batch',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change up to 100 properties at once; each answers on its own',
        body: batchBodySchema,
        response: { 200: batchResponseSchema, ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await batchUpdateProperties({ repository, auth: authOf(request), updates: request.body.updates, now: new Date() })),
    }),
  )

  app.post(
    '/properties/import',
    {
      preHandler,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Import one property or up to 1000 from JSON text (all or nothing)',
        body: importBodySchema,
        response: { 201: importResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const properties = await importProperties({ repository, auth: authOf(request), data: request.body.data, now: new Date() })
      return reply.code(201).send({ success: true as const, properties, count: properties.length })
    },
  )

  app.get(
    '/properties/:reference',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One property by UUID or PROP- reference (drafts and other unlisted ones need property access; owners are named only to those with it)',
        params: referenceParamsSchema,
        response: { 200: propertyViewResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, property: await getProperty({ repository, auth: authOf(request), reference: request.params.reference }) }),
  )

  app.put(
    '/properties/:reference',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Replace a property (sections left out keep their stored value)',
        params: referenceParamsSchema,
        body: propertyBodySchema,
        response: { 200: propertyResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      property: await updateProperty({ repository, auth: authOf(request), reference: request.params.reference, body: request.body, now: new Date() }),
    }),
  )

  app.delete(
    '/properties/:reference',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete a property (owners and admins); an admin can restore it, with its owners and history, for 30 days',
        params: referenceParamsSchema,
        response: { 200: deleteResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await deleteProperty({ trash, removeFiles, auth: authOf(request), reference: request.params.reference, now: new Date() })
      return { success: true as const, message: propertyMessages.propertyDeleted }
    },
  )

  app.get(
    '/properties/:reference/export',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Download a property as a JSON file',
        params: referenceParamsSchema,
        response: { 200: exportResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { fileName, text } = await exportProperty({ repository, auth: authOf(request), reference: request.params.reference, now: new Date() })
      // The file's text as is: the 200 schema documents the document it holds.
      const file: FastifyReply = reply.header('content-disposition', `attachment; filename="${fileName}"`).type('application/json; charset=utf-8')
      return file.send(text)
    },
  )
  done()
}

export default propertiesRoutes
