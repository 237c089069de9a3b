// The signed-in user's own standing: GET/POST /api/users/me/dealer-application (apply to be a
// dealer; an admin decides) and GET/POST /api/users/me/kyc (submit an identity number with the
// document's scan; an admin decides), and GET /api/kyc-scans/{scanId} (a scan, to its owner and
// admins only). No call names another user.
import multipart from '@fastify/multipart'
import { kycScanMessages, messages } from '@vishwas/domain'
import { validatorCompiler, type FastifyPluginAsyncZod, type FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../errors'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { attachmentHeader } from '../documents/document-files.routes'
import { isMultipartForm, multipartBody } from '../media/property-form-parts'
import { PRIVATE_FILE_CACHE } from '../media/stored-file-reply'
import { kycFormLimits, kycFormParts, kycFormTooLarge } from './kyc-form-parts'
import { getKycScan, submitKycWithScans } from './kyc-scans.service'
import { createUserAccountsRepository } from './user-accounts.repository'
import { dealerApplicationBodySchema, dealerApplicationResponseSchema, kycBodySchema, kycFormBodySchema, kycResponseSchema, kycScanParamsSchema } from './user-accounts.schemas'
import { applyAsDealer, getMyDealerApplication, getMyKyc, submitKyc } from './user-accounts.service'

/** A scan is never run as a page of this site, whatever its bytes: no scripts, no subresources, a sandbox. */
const SCAN_CSP = "default-src 'none'; sandbox"

const userAccountsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createUserAccountsRepository(app.database)
  const database = app.database
  const preHandler = requireSignedIn({ whenMissing: messages.noAccessToken })
  const tags = ['users']
  // The guard ran: the caller is signed in.
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/users/me/dealer-application',
    { preHandler, schema: { tags, summary: 'Your dealer application and its status', response: { 200: dealerApplicationResponseSchema, ...errorResponses(401, 429) } } },
    async (request) => ({ success: true as const, ...(await getMyDealerApplication({ repository, auth: authOf(request) })) }),
  )

  app.post(
    '/users/me/dealer-application',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Apply to be a dealer (Curator)',
        description:
          "RERA agent registration number and the state that issued it, agency name and office address. The number is checked against that state's published agent-number format where known (422 naming an example), else the general RERA shape. One pending application at a time (409); a dealer already cannot apply (409). An admin approves or rejects it.",
        body: dealerApplicationBodySchema,
        response: { 201: dealerApplicationResponseSchema, ...errorResponses(400, 401, 409, 415, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true as const, ...(await applyAsDealer({ database, repository, auth: authOf(request), application: request.body })) }),
  )

  app.get(
    '/users/me/kyc',
    { preHandler, schema: { tags, summary: 'Your KYC status and the identity number you gave (Aadhaar masked)', response: { 200: kycResponseSchema, ...errorResponses(401, 429) } } },
    async (request) => ({ success: true as const, kyc: await getMyKyc({ repository, auth: authOf(request) }) }),
  )

  // Submit: multipart/form-data with the scan(s); the parser is registered for this route alone.
  const submitRoute: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { limits: kycFormLimits })
    const deps = { database, repository, storage: scope.storage }
    scope.post(
      '/users/me/kyc',
      {
        // Before a byte is read: a form that says it is larger than two scans at the limit.
        onRequest: (request, _reply, next) => next(isMultipartForm(request) ? kycFormTooLarge(request) : undefined),
        // A form's parts are read by the service as they stream; only a JSON body is validated up front.
        preValidation: (request, _reply, next) => {
          if (request.isMultipart()) request.body = multipartBody as typeof request.body
          next()
        },
        validatorCompiler: (route) => {
          const validate = validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0])
          return route.httpPart === 'body' ? (data: unknown) => (data === multipartBody ? { value: data } : validate(data)) : validate
        },
        preHandler,
        // A refused form may still be arriving: the connection closes, so the client stops sending.
        onSend: (request, reply, payload, next) => {
          if (reply.statusCode >= 400 && isMultipartForm(request)) void reply.header('connection', 'close')
          next(null, payload)
        },
        config: { formBody: kycFormBodySchema },
        schema: {
          tags,
          summary: 'Submit KYC details with a scan of the document',
          description:
            "multipart/form-data: the fields idType and idNumber, then the file `front` and, when the card has one, `back` (each a PDF, JPEG or PNG of at most 10 MB, checked by its bytes). An Aadhaar number is checked by its Verhoeff digit and stored masked but for its last four digits (the full number is never stored); for Aadhaar the scan is the masked Aadhaar from UIDAI, and an admin rejects one that shows the whole number. From not-started or rejected to pending (409 otherwise); the new scans replace the earlier ones, and a refused submission keeps nothing. A JSON body (no scan) is checked and then refused with 400. An admin verifies or rejects.",
          body: kycBodySchema,
          response: { 200: kycResponseSchema, ...errorResponses(400, 401, 409, 413, 415, 422, 429) },
        },
      },
      async (request) => {
        const auth = authOf(request)
        const kyc = request.isMultipart()
          ? await submitKycWithScans({ deps, auth, parts: kycFormParts(request.parts()), now: new Date() })
          : await submitKyc({ repository, auth, ...request.body })
        return { success: true as const, kyc }
      },
    )
  }
  void app.register(submitRoute)

  app.get(
    '/kyc-scans/:scanId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'A scan of a KYC document, as a download',
        description:
          "Its owner and admins only; anyone else 404. Sent with its checked type, `Content-Disposition: attachment`, `nosniff`, a sandboxing content security policy and no caching (`private, no-store`), through the API whatever the storage (never a public or shared URL).",
        params: kycScanParamsSchema,
        response: { 200: z.unknown().meta({ description: 'The scan: application/pdf, image/jpeg or image/png.' }), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const scan = await getKycScan({ repository, auth: authOf(request), scanId: request.params.scanId })
      const extension = scan.contentType === 'application/pdf' ? 'pdf' : scan.contentType === 'image/png' ? 'png' : 'jpg'
      const stream = await app.storage.read(scan.path).catch(() => {
        throw new AppError('NOT_FOUND', kycScanMessages.scanNotFound)
      })
      return reply
        .header('Content-Type', scan.contentType)
        .header('Content-Length', scan.size)
        .header('Content-Disposition', attachmentHeader(`kyc-${scan.side}.${extension}`))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', SCAN_CSP)
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .header('Cache-Control', PRIVATE_FILE_CACHE)
        .send(stream)
    },
  )
  done()
}

export default userAccountsRoutes
