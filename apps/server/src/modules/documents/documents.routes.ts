// The document calls of SPEC §7 under /api/properties/{id}/documents, and the required-documents
// checklist of SPEC §5. Files arrive through the resumable document upload
// (/api/document-uploads); these calls keep what is stored in the vault.
import { documentBatchBodySchema, documentMetadataPatchSchema, documentRegistrationSchema, documentVerificationSchema, messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createDocumentsRepository } from './documents.repository'
import {
  checklistQuerySchema,
  checklistResponseSchema,
  deleteDocumentResponseSchema,
  documentBatchResponseSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentParamsSchema,
  documentResponseSchema,
  documentsParamsSchema,
} from './documents.schemas'
import {
  addDocument,
  addDocumentBatch,
  deleteDocument,
  documentChecklist,
  getDocument,
  listDocuments,
  updateDocumentMetadata,
  verifyDocument,
  type DocumentsDeps,
} from './documents.service'

const documentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: DocumentsDeps = { documents: createDocumentsRepository(app.database), properties: createPropertiesRepository(app.database), storage: app.storage }
  const signedIn = requireSignedIn({ whenMissing: messages.storage.unauthorizedDocuments })
  const tags = ['documents']
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext
  const access = 'Property access (SPEC §6): owners, creator, lister, current dealer, dealers and admins.'

  app.post(
    '/properties/:id/documents',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Add an uploaded file to the property’s documents',
        description: `${access} The file must already be in storage under this property's documents (the upload answers its path); its bytes are checked again. The category is derived from the type when absent. It starts unverified and pending.`,
        params: documentsParamsSchema,
        body: documentRegistrationSchema,
        response: { 201: documentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const document = await addDocument({ deps, auth: authOf(request), property: request.params.id, body: request.body, now: new Date() })
      return reply.code(201).send({ success: true as const, document })
    },
  )

  app.post(
    '/properties/:id/documents/batch',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Add several uploaded files as documents',
        description: `${access} Each is checked on its own, in order; the good ones are kept together and each refused one is named with its reason.`,
        params: documentsParamsSchema,
        body: documentBatchBodySchema,
        response: { 200: documentBatchResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      const results = await addDocumentBatch({ deps, auth, property: request.params.id, documents: request.body.documents, now: new Date() })
      return { success: true as const, results, documents: await listDocuments({ deps, auth, property: request.params.id, filter: {} }) }
    },
  )

  app.get(
    '/properties/:id/documents',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "A property's documents",
        description: `${access} Filtered by category, type, verified, expiry state or archived.`,
        params: documentsParamsSchema,
        querystring: documentListQuerySchema,
        response: { 200: documentListResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, documents: await listDocuments({ deps, auth: authOf(request), property: request.params.id, filter: request.query }) }),
  )

  app.get(
    '/properties/:id/documents/:docId',
    {
      preHandler: signedIn,
      schema: { tags, summary: 'One document', description: access, params: documentParamsSchema, response: { 200: documentResponseSchema, ...errorResponses(400, 401, 403, 404, 429) } },
    },
    async (request) => ({
      success: true as const,
      document: await getDocument({ deps, auth: authOf(request), property: request.params.id, documentId: request.params.docId }),
    }),
  )

  app.delete(
    '/properties/:id/documents/:docId',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Remove a document and its stored file',
        description: access,
        params: documentParamsSchema,
        response: { 200: deleteDocumentResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await deleteDocument({ deps, auth: authOf(request), property: request.params.id, documentId: request.params.docId })
      return { success: true as const, message: 'Document deleted' }
    },
  )

  app.patch(
    '/properties/:id/documents/:docId',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Change a document's metadata",
        description: `${access} Only expiryDate, issueDate, issuingAuthority, documentNumber and notes (null clears one). Changing a fact an admin checked sends a verified or rejected document back to pending.`,
        params: documentParamsSchema,
        body: documentMetadataPatchSchema,
        response: { 200: documentResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      document: await updateDocumentMetadata({ deps, auth: authOf(request), property: request.params.id, documentId: request.params.docId, patch: request.body, now: new Date() }),
    }),
  )

  app.post(
    '/properties/:id/documents/:docId/verify',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Verify or reject a document (admins)',
        description: 'Admins only. A pending document becomes verified or rejected (a rejection needs a reason); who and when are recorded. 409 once decided.',
        params: documentParamsSchema,
        body: documentVerificationSchema,
        response: { 200: documentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      document: await verifyDocument({ deps, auth: authOf(request), property: request.params.id, documentId: request.params.docId, verdict: request.body, now: new Date() }),
    }),
  )

  app.get(
    '/properties/:id/required-documents',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'The required-documents checklist (SPEC §5)',
        description: `${access} For the deal type asked for, else the listing's: sale needs title deeds and legal documents; rent contracts and insurance; lease contracts, legal documents and insurance.`,
        params: documentsParamsSchema,
        querystring: checklistQuerySchema,
        response: { 200: checklistResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      checklist: await documentChecklist({ deps, auth: authOf(request), property: request.params.id, dealType: request.query.dealType }),
    }),
  )
  done()
}

export default documentsRoutes
