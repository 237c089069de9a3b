// The Curator's use cases (SPEC §2 /dealer, ARCHITECTURE §6). A dealer asks to represent a
// listing and its owners answer (accepting names the dealer, as accepting an owner's invitation
// does: in one transaction that locks the listing, with the dealer history and a notification);
// the dealer releases a listing, features up to ten, keeps private notes (read by the dealer and
// the team's admins only) and runs a team whose admins and agents act for the dealer on the
// dealer's listings (the domain's canAccessPropertyTools; the roles come with the caller's access).
import {
  MAX_CURATED_DEALERS,
  MAX_FEATURED_LISTINGS,
  curatorMessages,
  invitationExpiresAt,
  invitationQuotaProblem,
  isPropertyOwner,
  messages,
  operationMessages,
  pageOffset,
  paginate,
  releaseNotice,
  representationAnswerNotice,
  teamInvitationAcceptedNotice,
  teamInvitationMessages,
  teamInvitationNotice,
  teamMemberLeftNotice,
  teamRoleCan,
  touchPropertyMetadata,
  type Pagination,
  type Property,
  type RepresentationRequestStatus,
  type TeamMemberRole,
} from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import { hasPropertyAccess, type AuthContext } from '../../plugins/auth-guards'
import { propertyKey } from '../properties-public/properties-public.service'
import { propertyMessages } from '../properties/properties.messages'
import { propertyChanges } from '../properties/property-changes'
import type { CuratedRow, CuratorRepository, DealerNote, FeaturedListing, Membership, ReceivedTeamInvitation, RepresentationRequest, Team } from './curator.repository'

type Deps = { repository: CuratorRepository; auth: AuthContext }
type PageInput = { page: number; limit: number }

const listingOf = (property: Property) => ({ reference: property.reference, title: property.basicInfo.title })

async function findListing(repository: CuratorRepository, reference: string): Promise<Property> {
  const property = await repository.findProperty(propertyKey(reference))
  if (!property) throw notFound(messages.propertyNotFound)
  return property
}

/** A dealer asks to represent an active listing; its owners are told. */
export async function requestRepresentation(input: Deps & { propertyId: string; message?: string | undefined; now: Date }): Promise<RepresentationRequest> {
  const property = await findListing(input.repository, input.propertyId)
  if (property.dealerInfo.currentDealer?.userId === input.auth.did) throw new AppError('CONFLICT', curatorMessages.alreadyRepresenting)
  if (property.basicInfo.status !== 'active') throw new AppError('UNPROCESSABLE', curatorMessages.requestListingNotActive)
  const request = await input.repository.createRequest({ propertyId: property.id, dealerId: input.auth.did, message: input.message ?? '', at: input.now.toISOString() })
  if (!request) throw new AppError('CONFLICT', curatorMessages.requestPending)
  return request
}

export async function listSentRequests(input: Deps & PageInput & { status?: RepresentationRequestStatus | undefined }): Promise<{ requests: RepresentationRequest[]; pagination: Pagination }> {
  const { total, requests } = await input.repository.listSent({ dealerId: input.auth.did, status: input.status, limit: input.limit, offset: pageOffset(input.page, input.limit) })
  return { requests, pagination: paginate(total, input.page, input.limit) }
}

/** The dealer withdraws their own pending request (another's answers 404). */
export async function withdrawRequest(input: Deps & { id: string; now: Date }): Promise<void> {
  const request = await input.repository.findRequest(input.id)
  if (!request || request.dealerId !== input.auth.did) throw notFound(curatorMessages.requestNotFound)
  if (!(await input.repository.withdrawRequest({ id: input.id, dealerId: input.auth.did, at: input.now.toISOString() }))) {
    throw new AppError('CONFLICT', curatorMessages.requestNotPending)
  }
}

/** Pending requests to represent the caller's own listings. */
export async function listIncomingRequests(input: Deps & PageInput): Promise<{ requests: RepresentationRequest[]; pagination: Pagination }> {
  const { total, requests } = await input.repository.listIncoming({ ownerId: input.auth.did, limit: input.limit, offset: pageOffset(input.page, input.limit) })
  return { requests, pagination: paginate(total, input.page, input.limit) }
}

/**
 * An owner (or an admin) accepts or declines a request. Accepting makes the dealer the listing's
 * current dealer. Someone without property access does not learn that the request exists.
 */
export async function answerRequest(input: Deps & { id: string; accept: boolean; now: Date }): Promise<RepresentationRequest> {
  const { auth, now } = input
  const at = now.toISOString()
  return input.repository.withListing(async (writer) => {
    const request = await writer.findRequest(input.id)
    const stored = request ? await writer.lock({ id: request.propertyId }) : undefined
    if (!request || !stored || !hasPropertyAccess(auth, stored, 'read')) throw notFound(curatorMessages.requestNotFound)
    if (!auth.roles.isAdmin && !isPropertyOwner(auth.did, stored)) throw new AppError('FORBIDDEN', curatorMessages.ownersOnlyAnswer)
    if (input.accept) {
      if (await writer.isHeld(stored.id)) throw new AppError('CONFLICT', operationMessages.propertyHeld)
      if (!(await writer.isDealer(request.dealerId))) throw new AppError('UNPROCESSABLE', propertyMessages.notADealer(request.dealerId))
    }
    if (!(await writer.answerRequest({ id: request.id, status: input.accept ? 'accepted' : 'declined', by: auth.did, at }))) {
      throw new AppError('CONFLICT', curatorMessages.requestNotPending)
    }
    if (input.accept && stored.dealerInfo.currentDealer?.userId !== request.dealerId) {
      const property: Property = {
        ...stored,
        dealerInfo: { ...stored.dealerInfo, currentDealer: { userId: request.dealerId } },
        metadata: touchPropertyMetadata(stored.metadata, now, auth.did),
      }
      await writer.save({ property, isNew: false, changes: propertyChanges(stored, property) }, { by: auth.did, at })
    }
    const notice = representationAnswerNotice({ accepted: input.accept, listing: listingOf(stored) })
    await writer.notify([{ userId: request.dealerId, kind: 'listing', ...notice, link: '/dealer' }])
    return { ...request, status: input.accept ? 'accepted' : 'declined', respondedAt: at }
  })
}

/** The dealer stops representing a listing: it has no dealer (the spell closes in its history), leaves their featured row, and its owners are told. */
export async function releaseListing(input: Deps & { reference: string; now: Date }): Promise<void> {
  const { auth, now } = input
  const at = now.toISOString()
  await input.repository.withListing(async (writer) => {
    const stored = await writer.lock(propertyKey(input.reference))
    if (!stored) throw notFound(messages.propertyNotFound)
    if (stored.dealerInfo.currentDealer?.userId !== auth.did) throw new AppError('FORBIDDEN', curatorMessages.notYourListing)
    if (await writer.isHeld(stored.id)) throw new AppError('CONFLICT', operationMessages.propertyHeld)
    const property: Property = { ...stored, dealerInfo: { ...stored.dealerInfo, currentDealer: null }, metadata: touchPropertyMetadata(stored.metadata, now, auth.did) }
    await writer.save({ property, isNew: false, changes: propertyChanges(stored, property) }, { by: auth.did, at })
    await writer.unfeature(auth.did, stored.id)
    const notice = releaseNotice({ dealerName: await writer.userName(auth.did), listing: listingOf(stored) })
    const owners = (await writer.owners(stored.id)).filter((id) => id !== auth.did)
    await writer.notify(owners.map((userId) => ({ userId, kind: 'listing' as const, ...notice, link: `/seller/properties/${stored.reference}` })))
  })
}

export const listFeatured = (input: Deps): Promise<FeaturedListing[]> => input.repository.listFeatured(input.auth.did)

/** Features an active listing the dealer represents; an eleventh is refused. Featuring one again changes nothing. */
export async function featureListing(input: Deps & { reference: string; now: Date }): Promise<FeaturedListing[]> {
  const property = await findListing(input.repository, input.reference)
  if (property.dealerInfo.currentDealer?.userId !== input.auth.did || property.basicInfo.status !== 'active') {
    throw new AppError('UNPROCESSABLE', curatorMessages.featureActiveOnly)
  }
  const result = await input.repository.feature({ dealerId: input.auth.did, propertyId: property.id, max: MAX_FEATURED_LISTINGS, at: input.now.toISOString() })
  if (result === 'full') throw new AppError('CONFLICT', curatorMessages.featuredLimit)
  return input.repository.listFeatured(input.auth.did)
}

export async function unfeatureListing(input: Deps & { reference: string }): Promise<FeaturedListing[]> {
  const property = await findListing(input.repository, input.reference)
  await input.repository.unfeature(input.auth.did, property.id)
  return input.repository.listFeatured(input.auth.did)
}

/** The caller's role in the dealer's team, when it lets them read the dealer's notes; 404 otherwise (the notes are not theirs to know of). */
async function requireNoteReader(repository: CuratorRepository, dealerId: string, auth: AuthContext): Promise<void> {
  const role = await repository.teamRoleOf(dealerId, auth.did)
  if (!role || !teamRoleCan(role).readNotes) throw notFound(curatorMessages.teamNotFound)
}

export async function getNote(input: Deps & { dealerId: string; reference: string }): Promise<DealerNote> {
  await requireNoteReader(input.repository, input.dealerId, input.auth)
  const property = await findListing(input.repository, input.reference)
  return input.repository.findNote(input.dealerId, property.id)
}

/** A note on a listing the dealer represents or represented (their history). */
export async function saveNote(input: Deps & { dealerId: string; reference: string; text: string; now: Date }): Promise<DealerNote> {
  await requireNoteReader(input.repository, input.dealerId, input.auth)
  const property = await findListing(input.repository, input.reference)
  if (!(await input.repository.dealerHandled(input.dealerId, property.id))) throw new AppError('FORBIDDEN', curatorMessages.notYourListing)
  return input.repository.saveNote({ dealerId: input.dealerId, propertyId: property.id, text: input.text.trim(), by: input.auth.did, at: input.now.toISOString() })
}

/** The dealer's team with its open invitations (empty until the first invitation). */
export async function getTeam(input: Deps & { now?: Date }): Promise<Team> {
  const at = (input.now ?? new Date()).toISOString()
  return (await input.repository.findTeam(input.auth.did, at)) ?? { id: null, name: '', ownerId: input.auth.did, members: [], invitations: [] }
}

/**
 * The dealer invites a phone number to their team. The answer is the same whether or not the
 * number is a Vishwas user (the holder, if any, is told); a team's members and open invitations
 * together stay within MAX_TEAM_MEMBERS, and a dealer sends a limited number a day.
 */
export async function inviteTeamMember(input: Deps & { phoneNumber: string; role: TeamMemberRole; now: Date }): Promise<{ message: string; team: Team }> {
  const result = await input.repository.createInvitation({
    ownerId: input.auth.did,
    phoneNumber: input.phoneNumber,
    role: input.role,
    at: input.now.toISOString(),
    expiresAt: invitationExpiresAt(input.now).toISOString(),
    refuse: invitationQuotaProblem,
    notice: (team) => teamInvitationNotice({ dealerName: team.dealerName, teamName: team.name, role: input.role }),
  })
  if (result === 'own') throw new AppError('UNPROCESSABLE', teamInvitationMessages.ownNumber)
  if (result === 'member') throw new AppError('CONFLICT', teamInvitationMessages.alreadyMember)
  if (result === 'pending') throw new AppError('CONFLICT', teamInvitationMessages.alreadyInvited)
  if (result === 'teamFull') throw new AppError('CONFLICT', teamInvitationMessages.teamFull)
  if (result === 'dailyLimit') throw new AppError('RATE_LIMITED', teamInvitationMessages.dailyLimit)
  return { message: teamInvitationMessages.invitationSent(input.phoneNumber), team: await getTeam(input) }
}

/** The dealer withdraws an open invitation of their team (anyone else's, or a closed one, is not found). */
export async function withdrawTeamInvitation(input: Deps & { invitationId: string; now: Date }): Promise<{ message: string; team: Team }> {
  if (!(await input.repository.withdrawInvitation({ ownerId: input.auth.did, id: input.invitationId, at: input.now.toISOString() }))) {
    throw notFound(teamInvitationMessages.invitationNotFound)
  }
  return { message: teamInvitationMessages.invitationWithdrawn, team: await getTeam(input) }
}

/** The open invitations to the caller's phone number: who invites them, to which team, as what. */
export const listTeamInvitations = (input: Deps & { now: Date }): Promise<ReceivedTeamInvitation[]> =>
  input.repository.listReceivedInvitations(input.auth.did, input.now.toISOString())

/** The invitee accepts (joins the team, the dealer learns their name) or declines (the dealer is not told). Another's invitation is not found. */
export async function answerTeamInvitation(input: Deps & { invitationId: string; accept: boolean; now: Date }): Promise<{ message: string }> {
  const answered = await input.repository.answerInvitation({
    id: input.invitationId,
    userId: input.auth.did,
    accept: input.accept,
    at: input.now.toISOString(),
    notice: (member) => teamInvitationAcceptedNotice({ memberName: member.memberName, phone: member.phoneNumber, role: member.role }),
  })
  if (!answered) throw notFound(teamInvitationMessages.invitationNotFound)
  return { message: input.accept ? teamInvitationMessages.invitationAccepted(answered.dealerName) : teamInvitationMessages.invitationDeclined }
}

export async function setTeamMemberRole(input: Deps & { userId: string; role: TeamMemberRole }): Promise<Team> {
  if (!(await input.repository.setMemberRole({ ownerId: input.auth.did, userId: input.userId, role: input.role }))) throw notFound(curatorMessages.memberNotFound)
  return getTeam(input)
}

export async function removeTeamMember(input: Deps & { userId: string }): Promise<Team> {
  if (!(await input.repository.removeMember({ ownerId: input.auth.did, userId: input.userId }))) throw notFound(curatorMessages.memberNotFound)
  return getTeam(input)
}

export const listMemberships = (input: Deps): Promise<Membership[]> => input.repository.listMemberships(input.auth.did)

/** The member leaves; the dealer is told who left. */
export async function leaveTeam(input: Deps & { teamId: string }): Promise<void> {
  if (!(await input.repository.leaveTeam({ teamId: input.teamId, userId: input.auth.did, notice: (memberName) => teamMemberLeftNotice({ memberName }) }))) throw notFound(curatorMessages.teamNotFound)
}

/** How long the home page's row is served from memory (it changes rarely; a feature or release by this instance clears it). */
export const CURATED_CACHE_MS = 30_000

/** The home page's "Curated by" rows, read at most once per CURATED_CACHE_MS. */
export function createCuratedCache(repository: CuratorRepository, clock: () => number = Date.now) {
  let cached: { at: number; rows: Promise<CuratedRow[]> } | undefined
  return {
    get(): Promise<CuratedRow[]> {
      if (!cached || clock() - cached.at > CURATED_CACHE_MS) {
        const rows = repository.listCurated({ maxDealers: MAX_CURATED_DEALERS, maxListings: MAX_FEATURED_LISTINGS })
        cached = { at: clock(), rows }
        rows.catch(() => {
          cached = undefined
        })
      }
      return cached.rows
    },
    clear(): void {
      cached = undefined
    },
  }
}
