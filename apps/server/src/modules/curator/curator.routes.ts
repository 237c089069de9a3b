// The Curator's calls (SPEC §2 /dealer). Under /dealer: the signed-in dealer's own requests,
// releases, featured listings and team (403 for anyone without the dealer role). The owners'
// side: incoming requests and their answers. A dealer's private notes, for the dealer and their
// team's admins. The team member's side: their teams, and leaving one. And the home page's public
// "Curated by" row.
import { curatorMessages, messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses, okSchema } from '../../lib/http-schemas'
import { requireDealerRole, requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { referenceParamsSchema } from '../properties/properties.schemas'
import { createCuratorRepository } from './curator.repository'
import {
  curatedResponseSchema,
  dealerNoteBodySchema,
  dealerNoteParamsSchema,
  featuredResponseSchema,
  memberParamsSchema,
  membershipsResponseSchema,
  messageResponseSchema,
  noteResponseSchema,
  pageQuerySchema,
  representationRequestBodySchema,
  requestParamsSchema,
  requestResponseSchema,
  requestsResponseSchema,
  sentQuerySchema,
  invitationParamsSchema,
  receivedInvitationsResponseSchema,
  teamInvitationBodySchema,
  teamMessageResponseSchema,
  teamMemberRoleBodySchema,
  teamParamsSchema,
  teamResponseSchema,
} from './curator.schemas'
import {
  answerTeamInvitation,
  inviteTeamMember,
  listTeamInvitations,
  withdrawTeamInvitation,
  answerRequest,
  createCuratedCache,
  featureListing,
  getNote,
  getTeam,
  leaveTeam,
  listFeatured,
  listIncomingRequests,
  listMemberships,
  listSentRequests,
  releaseListing,
  removeTeamMember,
  requestRepresentation,
  saveNote,
  setTeamMemberRole,
  unfeatureListing,
  withdrawRequest,
} from './curator.service'

const curatorRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createCuratorRepository(app.database)
  const curated = createCuratedCache(repository)
  const dealer = requireDealerRole({ whenMissing: messages.userNotAuthenticated })
  const signedIn = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const tags = ['curator']
  // The guard ran: the caller is signed in.
  const deps = (request: { auth: AuthContext | null }) => ({ repository, auth: request.auth as AuthContext })
  const dealerErrors = errorResponses(400, 401, 403, 404, 409, 422, 429)

  app.post(
    '/dealer/representation-requests',
    {
      preHandler: dealer,
      schema: {
        tags,
        summary: 'Ask to represent an active listing (dealers); its owners accept or decline',
        body: representationRequestBodySchema,
        response: { 201: requestResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true as const, request: await requestRepresentation({ ...deps(request), ...request.body, now: new Date() }) }),
  )

  app.get(
    '/dealer/representation-requests',
    {
      preHandler: dealer,
      schema: { tags, summary: 'Your requests to represent listings, newest first, with their status (dealers)', querystring: sentQuerySchema, response: { 200: requestsResponseSchema, ...errorResponses(400, 401, 403, 429) } },
    },
    async (request) => ({ success: true as const, ...(await listSentRequests({ ...deps(request), ...request.query })) }),
  )

  app.delete(
    '/dealer/representation-requests/:requestId',
    {
      preHandler: dealer,
      schema: { tags, summary: 'Withdraw your pending request (dealers)', params: requestParamsSchema, response: { 200: okSchema, ...dealerErrors } },
    },
    async (request) => {
      await withdrawRequest({ ...deps(request), id: request.params.requestId, now: new Date() })
      return { success: true as const }
    },
  )

  app.post(
    '/dealer/listings/:reference/release',
    {
      preHandler: dealer,
      schema: {
        tags,
        summary: 'Stop representing a listing you are the current dealer of: it has no dealer, its owners are told',
        params: referenceParamsSchema,
        response: { 200: messageResponseSchema, ...dealerErrors },
      },
    },
    async (request) => {
      await releaseListing({ ...deps(request), reference: request.params.reference, now: new Date() })
      curated.clear()
      return { success: true as const, message: curatorMessages.listingReleased }
    },
  )

  app.get(
    '/dealer/featured',
    { preHandler: dealer, schema: { tags, summary: 'Your featured listings in order (dealers)', response: { 200: featuredResponseSchema, ...errorResponses(401, 403, 429) } } },
    async (request) => ({ success: true as const, featured: await listFeatured(deps(request)) }),
  )

  app.put(
    '/dealer/featured/:reference',
    {
      preHandler: dealer,
      schema: {
        tags,
        summary: 'Feature an active listing you represent on the home page (at most ten; an eleventh is a 409)',
        params: referenceParamsSchema,
        response: { 200: featuredResponseSchema, ...dealerErrors },
      },
    },
    async (request) => {
      const featured = await featureListing({ ...deps(request), reference: request.params.reference, now: new Date() })
      curated.clear()
      return { success: true as const, featured }
    },
  )

  app.delete(
    '/dealer/featured/:reference',
    { preHandler: dealer, schema: { tags, summary: 'Stop featuring a listing (dealers)', params: referenceParamsSchema, response: { 200: featuredResponseSchema, ...dealerErrors } } },
    async (request) => {
      const featured = await unfeatureListing({ ...deps(request), reference: request.params.reference })
      curated.clear()
      return { success: true as const, featured }
    },
  )

  app.get(
    '/dealer/team',
    { preHandler: dealer, schema: { tags, summary: 'Your team and its members (dealers)', response: { 200: teamResponseSchema, ...errorResponses(401, 403, 429) } } },
    async (request) => ({ success: true as const, team: await getTeam(deps(request)) }),
  )

  app.post(
    '/dealer/team/invitations',
    {
      preHandler: dealer,
      schema: {
        tags,
        summary: 'Invite a phone number to your team as admin, agent or viewer (dealers); the same answer whether or not the number is a Vishwas user',
        body: teamInvitationBodySchema,
        response: { 201: teamMessageResponseSchema, ...errorResponses(400, 401, 403, 409, 415, 422, 429) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, ...(await inviteTeamMember({ ...deps(request), ...request.body, now: new Date() })) }),
  )

  app.delete(
    '/dealer/team/invitations/:invitationId',
    {
      preHandler: dealer,
      schema: { tags, summary: 'Withdraw an open invitation to your team (dealers)', params: invitationParamsSchema, response: { 200: teamMessageResponseSchema, ...dealerErrors } },
    },
    async (request) => ({ success: true as const, ...(await withdrawTeamInvitation({ ...deps(request), invitationId: request.params.invitationId, now: new Date() })) }),
  )

  app.patch(
    '/dealer/team/members/:userId',
    {
      preHandler: dealer,
      schema: { tags, summary: "Change a member's role (dealers)", params: memberParamsSchema, body: teamMemberRoleBodySchema, response: { 200: teamResponseSchema, ...dealerErrors } },
    },
    async (request) => ({ success: true as const, team: await setTeamMemberRole({ ...deps(request), userId: request.params.userId, role: request.body.role }) }),
  )

  app.delete(
    '/dealer/team/members/:userId',
    { preHandler: dealer, schema: { tags, summary: 'Remove a member from your team (dealers)', params: memberParamsSchema, response: { 200: teamResponseSchema, ...dealerErrors } } },
    async (request) => ({ success: true as const, team: await removeTeamMember({ ...deps(request), userId: request.params.userId }) }),
  )

  app.get(
    '/users/me/representation-requests',
    {
      preHandler: signedIn,
      schema: { tags, summary: 'Pending requests by dealers to represent your listings, newest first', querystring: pageQuerySchema, response: { 200: requestsResponseSchema, ...errorResponses(400, 401, 429) } },
    },
    async (request) => ({ success: true as const, ...(await listIncomingRequests({ ...deps(request), ...request.query })) }),
  )

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/representation-requests/:requestId/${answer}`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            answer === 'accept'
              ? "Accept a dealer's request: they become the listing's current dealer (owners or an admin)"
              : "Decline a dealer's request (owners or an admin)",
          params: requestParamsSchema,
          response: { 200: requestResponseSchema, ...dealerErrors },
        },
      },
      async (request) => {
        const answered = await answerRequest({ ...deps(request), id: request.params.requestId, accept: answer === 'accept', now: new Date() })
        curated.clear()
        return { success: true as const, request: answered }
      },
    )
  }

  app.get(
    '/dealers/:dealerId/notes/:reference',
    {
      preHandler: signedIn,
      schema: { tags, summary: "A dealer's private note on a listing (the dealer and their team's admins only)", params: dealerNoteParamsSchema, response: { 200: noteResponseSchema, ...errorResponses(400, 401, 404, 429) } },
    },
    async (request) => ({ success: true as const, note: await getNote({ ...deps(request), ...request.params }) }),
  )

  app.put(
    '/dealers/:dealerId/notes/:reference',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Write a dealer's private note on a listing they represent or represented (the dealer and their team's admins; empty removes it)",
        params: dealerNoteParamsSchema,
        body: dealerNoteBodySchema,
        response: { 200: noteResponseSchema, ...errorResponses(400, 401, 403, 404, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, note: await saveNote({ ...deps(request), ...request.params, text: request.body.text, now: new Date() }) }),
  )

  app.get(
    '/users/me/teams',
    { preHandler: signedIn, schema: { tags, summary: "The dealers' teams you are a member of", response: { 200: membershipsResponseSchema, ...errorResponses(401, 429) } } },
    async (request) => ({ success: true as const, teams: await listMemberships(deps(request)) }),
  )

  app.get(
    '/users/me/team-invitations',
    {
      preHandler: signedIn,
      schema: { tags, summary: "Open invitations to your phone number to join a dealer's team", response: { 200: receivedInvitationsResponseSchema, ...errorResponses(401, 429) } },
    },
    async (request) => ({ success: true as const, invitations: await listTeamInvitations({ ...deps(request), now: new Date() }) }),
  )

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/users/me/team-invitations/:invitationId/${answer}`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: answer === 'accept' ? "Accept an invitation to a dealer's team: you join it and act for the dealer as your role allows" : "Decline an invitation to a dealer's team",
          params: invitationParamsSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404, 429) },
        },
      },
      async (request) => ({ success: true as const, ...(await answerTeamInvitation({ ...deps(request), invitationId: request.params.invitationId, accept: answer === 'accept', now: new Date() })) }),
    )
  }

  app.delete(
    '/users/me/teams/:teamId',
    { preHandler: signedIn, schema: { tags, summary: 'Leave a team', params: teamParamsSchema, response: { 200: okSchema, ...errorResponses(400, 401, 404, 429) } } },
    async (request) => {
      await leaveTeam({ ...deps(request), teamId: request.params.teamId })
      return { success: true as const }
    },
  )

  app.get(
    '/curated',
    {
      schema: {
        tags,
        summary: 'The home page\'s "Curated by" rows: dealers\' featured listings that are active and still theirs (public)',
        response: { 200: curatedResponseSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      return { success: true as const, curated: await curated.get() }
    },
  )
  done()
}

export default curatorRoutes
