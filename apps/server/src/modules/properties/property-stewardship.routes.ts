// The owners' side of a listing: the changes made by dealers who do not represent it (property
// access), and the admin's deleted listings with their restore (soft delete, ARCHITECTURE §6).
// The purge of listings deleted too long ago also runs as a scheduled job (jobs/).
import { messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { propertyMessages } from './properties.messages'
import { createPropertiesRepository } from './properties.repository'
import { referenceParamsSchema } from './properties.schemas'
import { listDealerChanges } from './property-stewardship'
import { createDealerChangesRepository } from './property-stewardship.repository'
import {
  dealerChangesResponseSchema,
  deletedPropertiesResponseSchema,
  deletedPropertyParamsSchema,
  pageQuerySchema,
  restoreResponseSchema,
} from './property-stewardship.schemas'
import { createPropertyTrashRepository } from './property-trash.repository'
import { listDeletedProperties, restoreDeletedProperty } from './property-trash.service'

const propertyStewardshipRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const properties = createPropertiesRepository(app.database)
  const changes = createDealerChangesRepository(app.database)
  const trash = createPropertyTrashRepository(app.database)
  // A listing purged for good takes its stored files with it.
  const removeFiles = async (paths: readonly string[]) => {
    await Promise.all(paths.map((path) => app.storage.remove(path)))
  }
  const signedIn = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/properties/:reference/dealer-changes',
    {
      preHandler: signedIn,
      schema: {
        tags: ['properties'],
        summary: 'Changes to a property by dealers who do not represent it (not its owner, creator, lister or current dealer), newest first',
        description: 'For people with property access (SPEC §6). Each entry is one write: who, when, and each changed field with its values before and after when small.',
        params: referenceParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: dealerChangesResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listDealerChanges({ properties, changes, auth: authOf(request), reference: request.params.reference, ...request.query })),
    }),
  )

  app.get(
    '/admin/deleted-properties',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Deleted properties an admin can still restore (deleted in the last 30 days), most recent first',
        querystring: pageQuerySchema,
        response: { 200: deletedPropertiesResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await listDeletedProperties({ trash, removeFiles, ...request.query, now: new Date() })) }),
  )

  app.post(
    '/admin/deleted-properties/:id/restore',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Restore a deleted property with its owners and history, under its own id and reference',
        params: deletedPropertyParamsSchema,
        response: { 200: restoreResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await restoreDeletedProperty({ trash, removeFiles, id: request.params.id, now: new Date() })
      return { success: true as const, message: propertyMessages.propertyRestored }
    },
  )
  done()
}

export default propertyStewardshipRoutes
