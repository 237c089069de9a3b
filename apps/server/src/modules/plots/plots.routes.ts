// The split, merge and operation calls of SPEC §7 (issue #22), and the approval and cancel of a
// merge, which SPEC shows only for splits. Every call needs a signed-in caller ('User not
// authenticated'); the services check property access (SPEC §6) on every property involved,
// and the domain's decidePropertyOperation who may approve, reject or cancel.
import { messages, type OperationAction } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { getMergeHistory, getSourceProperties, mergeProperties, validateForMerge } from './merges.service'
import { decidePlotOperation, getOperationStatus, listPlotRequests, toMergeRecord, toSplitRecord } from './operations.service'
import { createPlotsRepository, type MergeRow, type SplitRow } from './plots.repository'
import {
  approvalBodySchema,
  cancelBodySchema,
  mergeBodySchema,
  mergeCreatedResponseSchema,
  mergeHistoryResponseSchema,
  mergeParamsSchema,
  mergeResponseSchema,
  operationParamsSchema,
  operationStatusResponseSchema,
  partBodySchema,
  partResponseSchema,
  propertyParamsSchema,
  requestsQuerySchema,
  requestsResponseSchema,
  resultingPropertiesResponseSchema,
  sourcePropertiesResponseSchema,
  splitBodySchema,
  splitCreatedResponseSchema,
  splitHistoryResponseSchema,
  splitParamsSchema,
  splitResponseSchema,
  validateMergeBodySchema,
  validityResponseSchema,
} from './plots.schemas'
import { checkPart, getResultingProperties, getSplitHistory, splitProperty, validateForSplit } from './splits.service'

const plotsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createPlotsRepository(app.database)
  const preHandler = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const tags = ['splits and merges']
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext
  const decide = (request: { auth: AuthContext | null }, kind: 'split' | 'merge', operationId: string, action: OperationAction, remarks: string | undefined, propertyId?: string) =>
    decidePlotOperation({ repository, auth: authOf(request), kind, operationId, action, remarks, now: new Date(), ...(propertyId === undefined ? {} : { propertyId }) })

  app.post(
    '/properties/:id/split',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Request a split: one new property per part, pending until an admin approves (property access)',
        params: propertyParamsSchema,
        body: splitBodySchema,
        response: { 201: splitCreatedResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { split, resultingProperties, message } = await splitProperty({ repository, auth: authOf(request), reference: request.params.id, body: request.body, now: new Date() })
      return reply.code(201).send({ success: true as const, message, operationId: split.id, split, resultingProperties })
    },
  )

  app.post(
    '/properties/:id/parts',
    {
      preHandler,
      schema: {
        tags,
        summary: "Measure one drawn part against the property (the split tool's manual add): its area and portion, or why it does not fit; nothing is saved",
        params: propertyParamsSchema,
        body: partBodySchema,
        response: { 200: partResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await checkPart({ repository, auth: authOf(request), reference: request.params.id, body: request.body })) }),
  )

  app.get(
    '/properties/:id/validate-for-split',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Whether the property can be split now, and if not why',
        params: propertyParamsSchema,
        response: { 200: validityResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await validateForSplit({ repository, auth: authOf(request), reference: request.params.id })) }),
  )

  app.get(
    '/properties/:id/split-history',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The splits of the property and the split that made it, newest first (property access)',
        params: propertyParamsSchema,
        response: { 200: splitHistoryResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, splits: await getSplitHistory({ repository, auth: authOf(request), reference: request.params.id }) }),
  )

  app.get(
    '/properties/:id/resulting-properties',
    {
      preHandler,
      schema: {
        tags,
        summary: "The properties the property's splits created, pending or approved (property access)",
        params: propertyParamsSchema,
        response: { 200: resultingPropertiesResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, resultingProperties: await getResultingProperties({ repository, auth: authOf(request), reference: request.params.id }) }),
  )

  app.patch(
    '/properties/:id/splits/:splitId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Approve or reject a pending split (admins): approved, the parent becomes inactive and the parts drafts; rejected, the parts are removed',
        params: splitParamsSchema,
        body: approvalBodySchema,
        response: { 200: splitResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => {
      const { approvalStatus, remarks } = request.body
      const row = await decide(request, 'split', request.params.splitId, approvalStatus === 'approved' ? 'approve' : 'reject', remarks, request.params.id)
      return { success: true as const, split: toSplitRecord(row as SplitRow) }
    },
  )

  app.post(
    '/properties/:id/splits/:splitId/cancel',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Withdraw a pending split (its requester, anyone with property access, admins): the parts are removed',
        params: splitParamsSchema,
        body: cancelBodySchema,
        response: { 200: splitResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => {
      const row = await decide(request, 'split', request.params.splitId, 'cancel', request.body?.remarks, request.params.id)
      return { success: true as const, split: toSplitRecord(row as SplitRow) }
    },
  )

  app.post(
    '/properties/merge',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Request a merge of adjacent properties you may manage: the merged property is created pending until an admin approves',
        body: mergeBodySchema,
        response: { 201: mergeCreatedResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { merge, property } = await mergeProperties({ repository, auth: authOf(request), body: request.body, now: new Date() })
      return reply.code(201).send({ success: true as const, operationId: merge.id, merge, property })
    },
  )

  app.post(
    '/properties/validate-for-merge',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Whether these properties can be merged now, and if not why',
        body: validateMergeBodySchema,
        response: { 200: validityResponseSchema, ...errorResponses(400, 401, 403, 404, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await validateForMerge({ repository, auth: authOf(request), propertyIds: request.body.propertyIds })) }),
  )

  app.get(
    '/properties/:id/merge-history',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The merges the property went into and the merge that made it, newest first (property access)',
        params: propertyParamsSchema,
        response: { 200: mergeHistoryResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, merges: await getMergeHistory({ repository, auth: authOf(request), reference: request.params.id }) }),
  )

  app.get(
    '/properties/:id/source-properties',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The properties merged into this one, with their contributions (property access)',
        params: propertyParamsSchema,
        response: { 200: sourcePropertiesResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, sourceProperties: await getSourceProperties({ repository, auth: authOf(request), reference: request.params.id }) }),
  )

  app.patch(
    '/properties/merges/:mergeId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Approve or reject a pending merge (admins): approved, the sources become inactive and the merged property a draft; rejected, it is removed',
        params: mergeParamsSchema,
        body: approvalBodySchema,
        response: { 200: mergeResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => {
      const { approvalStatus, remarks } = request.body
      const row = await decide(request, 'merge', request.params.mergeId, approvalStatus === 'approved' ? 'approve' : 'reject', remarks)
      return { success: true as const, merge: toMergeRecord(row as MergeRow) }
    },
  )

  app.post(
    '/properties/merges/:mergeId/cancel',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Withdraw a pending merge (its requester, anyone who may manage its sources, admins): the merged property is removed',
        params: mergeParamsSchema,
        body: cancelBodySchema,
        response: { 200: mergeResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => {
      const row = await decide(request, 'merge', request.params.mergeId, 'cancel', request.body?.remarks)
      return { success: true as const, merge: toMergeRecord(row as MergeRow) }
    },
  )

  app.get(
    '/properties/operations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Split and merge requests, newest first: every request for admins (the approval queue), else those you made or that name a property you stand for',
        querystring: requestsQuerySchema,
        response: { 200: requestsResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { status, type, page, limit } = request.query
      return { success: true as const, ...(await listPlotRequests({ repository, auth: authOf(request), approvalStatus: status, kind: type, page, limit })) }
    },
  )

  app.get(
    '/properties/operations/:operationId/status',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The status of a split or merge: pending, completed, failed (rejected) or cancelled',
        params: operationParamsSchema,
        response: { 200: operationStatusResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, operation: await getOperationStatus({ repository, auth: authOf(request), operationId: request.params.operationId }) }),
  )
  done()
}

export default plotsRoutes
