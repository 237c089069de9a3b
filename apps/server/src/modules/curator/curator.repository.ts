// SQL of the Curator: requests to represent a listing, featured listings, private notes and the
// dealer's team (db/schema/curator.ts). Writes that change a listing (accepting a request,
// releasing) run in one transaction that locks the listing first and saves it through the
// property writes (savePropertyEntries: the dealer history follows), with their notifications.
import { representationRequestNotice, type Property, type RepresentationRequestStatus, type TeamMemberRole } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import { insertNotifications, type NotificationInput } from '../notifications/notifications.repository'
import type { PropertyKey } from '../properties-public/properties-public.repository'
import { heldProperties, savePropertyEntries, type SaveEntry, type Stamp } from '../properties/properties.repository'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export type ListingSummary = { id: string; reference: string; title: string; status: string; city: string; state: string; locality: string | null; price: number | null; listingType: string | null }

const listingSummary = (p: string) =>
  `json_build_object('id', ${p}.id::text, 'reference', ${p}.reference, 'title', ${p}.title, 'status', ${p}.status, 'city', ${p}.city, 'state', ${p}.state,
    'locality', ${p}.locality, 'price', ${p}.price, 'listingType', ${p}.listing_type)`

export type RepresentationRequest = {
  id: string
  propertyId: string
  dealerId: string
  dealerName: string
  message: string
  status: RepresentationRequestStatus
  createdAt: string
  respondedAt: string | null
  property: ListingSummary
}

const requestColumns = `r.id::text AS id, r.property_id::text AS "propertyId", r.dealer_id::text AS "dealerId", coalesce(d.full_name, '') AS "dealerName",
  r.message, r.status, ${iso('r.created_at')} AS "createdAt", ${iso('r.responded_at')} AS "respondedAt", ${listingSummary('p')} AS property`
const requestFrom = 'representation_requests r JOIN properties p ON p.id = r.property_id JOIN users d ON d.id = r.dealer_id'

/** Whether user $N owns listing p (in property_owners or as its owner id). */
const ownsListing = (n: number) => `(p.owner_id = $${n}::uuid OR EXISTS (SELECT 1 FROM property_owners o WHERE o.property_id = p.id AND o.user_id = $${n}::uuid))`

export type FeaturedListing = ListingSummary & { position: number; featuredAt: string; represented: boolean }
export type DealerNote = { propertyId: string; text: string; updatedAt: string | null }
export type TeamMember = { userId: string; name: string; phoneNumber: string; role: TeamMemberRole; joinedAt: string }
/** An open invitation as its dealer sees it: nothing but what they typed (a declined one shows as open until it lapses). */
export type SentTeamInvitation = { id: string; phoneNumber: string; role: TeamMemberRole; sentAt: string; expiresAt: string }
export type Team = { id: string | null; name: string; ownerId: string; members: TeamMember[]; invitations: SentTeamInvitation[] }
/** An open invitation as its invitee sees it. */
export type ReceivedTeamInvitation = { id: string; teamId: string; teamName: string; dealerName: string; role: TeamMemberRole; sentAt: string; expiresAt: string }
export type InvitationCounts = { members: number; pending: number; sentToday: number }
export type Membership = { teamId: string; name: string; dealerId: string; dealerName: string; role: TeamMemberRole; joinedAt: string }
export type CuratedRow = { dealer: { id: string; name: string }; listings: ListingSummary[] }

/** The listing's owners (user ids), as property_owners and its owner id name them. */
async function ownersOf(query: QueryFn, propertyId: string): Promise<string[]> {
  const [row] = await query<{ owners: string[] }>(
    `SELECT array(SELECT DISTINCT o FROM unnest(array_append(array(SELECT po.user_id FROM property_owners po WHERE po.property_id = p.id), p.owner_id)) o WHERE o IS NOT NULL)::text[] AS owners
     FROM properties p WHERE p.id = $1::uuid`,
    [propertyId],
  )
  return row?.owners ?? []
}

/** The writes of one transaction that changes a listing's dealer. */
export function listingWriter(query: QueryFn) {
  return {
    async lock(key: PropertyKey): Promise<Property | undefined> {
      const [row] = await query<{ doc: Property }>(
        `SELECT p.doc FROM properties p WHERE ${'id' in key ? 'p.id = $1::uuid' : 'p.reference = $1'} FOR UPDATE`,
        ['id' in key ? key.id : key.reference],
      )
      return row?.doc
    },
    isHeld: async (id: string) => (await heldProperties(query, [id])).size > 0,
    save: (entry: SaveEntry, stamp: Stamp) => savePropertyEntries(query, [entry], stamp),
    owners: (propertyId: string) => ownersOf(query, propertyId),
    notify: (items: readonly NotificationInput[]) => insertNotifications(query, items),
    async userName(id: string): Promise<string> {
      const [row] = await query<{ name: string }>('SELECT coalesce(full_name, \'\') AS name FROM users WHERE id = $1::uuid', [id])
      return row?.name ?? ''
    },
    async isDealer(id: string): Promise<boolean> {
      const [row] = await query<{ isDealer: boolean }>('SELECT is_dealer AS "isDealer" FROM users WHERE id = $1::uuid', [id])
      return row?.isDealer === true
    },
    async findRequest(id: string): Promise<RepresentationRequest | undefined> {
      const [row] = await query<RepresentationRequest>(`SELECT ${requestColumns} FROM ${requestFrom} WHERE r.id = $1::uuid`, [id])
      return row
    },
    /** Moves a pending request to `status`; false when it is not pending any more. */
    async answerRequest(input: { id: string; status: Exclude<RepresentationRequestStatus, 'pending'>; by: string; at: string }): Promise<boolean> {
      const rows = await query(
        `UPDATE representation_requests SET status = $2, responded_at = $3::timestamptz, responded_by = $4::uuid WHERE id = $1::uuid AND status = 'pending' RETURNING id`,
        [input.id, input.status, input.at, input.by],
      )
      return rows.length > 0
    },
    /** The listing leaves the dealer's featured row (they no longer represent it). */
    async unfeature(dealerId: string, propertyId: string): Promise<void> {
      await query('DELETE FROM dealer_featured_listings WHERE dealer_id = $1::uuid AND property_id = $2::uuid', [dealerId, propertyId])
    },
  }
}

export type ListingWriter = ReturnType<typeof listingWriter>

export function createCuratorRepository(database: DatabaseHandle) {
  return {
    /** Runs `fn` in one transaction with the listing writes. */
    withListing<T>(fn: (writer: ListingWriter) => Promise<T>): Promise<T> {
      return database.transaction((query) => fn(listingWriter(query)))
    },

    async findProperty(key: PropertyKey): Promise<Property | undefined> {
      const [row] = await database.query<{ doc: Property }>(
        `SELECT p.doc FROM properties p WHERE ${'id' in key ? 'p.id = $1::uuid' : 'p.reference = $1'}`,
        ['id' in key ? key.id : key.reference],
      )
      return row?.doc
    },

    /**
     * A new pending request, with the owners told in the same transaction; undefined when one is
     * pending already (the partial unique index).
     */
    async createRequest(input: { propertyId: string; dealerId: string; message: string; at: string }): Promise<RepresentationRequest | undefined> {
      return database.transaction(async (query) => {
        const [created] = await query<{ id: string }>(
          `INSERT INTO representation_requests (property_id, dealer_id, message, created_at) VALUES ($1::uuid, $2::uuid, $3, $4::timestamptz)
           ON CONFLICT (property_id, dealer_id) WHERE status = 'pending' DO NOTHING RETURNING id::text AS id`,
          [input.propertyId, input.dealerId, input.message, input.at],
        )
        if (!created) return undefined
        const [request] = await query<RepresentationRequest>(`SELECT ${requestColumns} FROM ${requestFrom} WHERE r.id = $1::uuid`, [created.id])
        if (!request) return undefined
        const owners = (await ownersOf(query, input.propertyId)).filter((id) => id !== input.dealerId)
        const notice = representationRequestNotice({ dealerName: request.dealerName, listing: request.property })
        await insertNotifications(query, owners.map((userId) => ({ userId, kind: 'invitation' as const, ...notice, link: '/profile' })))
        return request
      })
    },

    /** The dealer's requests, newest first. */
    async listSent(input: { dealerId: string; status?: RepresentationRequestStatus | undefined; limit: number; offset: number }): Promise<{ total: number; requests: RepresentationRequest[] }> {
      const where = `r.dealer_id = $1::uuid AND ($2::text IS NULL OR r.status = $2)`
      const [row] = await database.query<{ total: number; requests: RepresentationRequest[] | null }>(
        `SELECT (SELECT count(*)::int FROM representation_requests r WHERE ${where}) AS total,
           (SELECT json_agg(x) FROM (SELECT ${requestColumns} FROM ${requestFrom} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4) x) AS requests`,
        [input.dealerId, input.status ?? null, input.limit, input.offset],
      )
      return { total: row?.total ?? 0, requests: row?.requests ?? [] }
    },

    /** Pending requests to represent the listings this user owns, newest first. */
    async listIncoming(input: { ownerId: string; limit: number; offset: number }): Promise<{ total: number; requests: RepresentationRequest[] }> {
      const where = `r.status = 'pending' AND ${ownsListing(1)}`
      const [row] = await database.query<{ total: number; requests: RepresentationRequest[] | null }>(
        `SELECT (SELECT count(*)::int FROM representation_requests r JOIN properties p ON p.id = r.property_id WHERE ${where}) AS total,
           (SELECT json_agg(x) FROM (SELECT ${requestColumns} FROM ${requestFrom} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3) x) AS requests`,
        [input.ownerId, input.limit, input.offset],
      )
      return { total: row?.total ?? 0, requests: row?.requests ?? [] }
    },

    async findRequest(id: string): Promise<RepresentationRequest | undefined> {
      const [row] = await database.query<RepresentationRequest>(`SELECT ${requestColumns} FROM ${requestFrom} WHERE r.id = $1::uuid`, [id])
      return row
    },

    /** The dealer withdraws their pending request; false when it is not pending (or not theirs). */
    async withdrawRequest(input: { id: string; dealerId: string; at: string }): Promise<boolean> {
      const rows = await database.query(
        `UPDATE representation_requests SET status = 'withdrawn', responded_at = $3::timestamptz, responded_by = $2::uuid
         WHERE id = $1::uuid AND dealer_id = $2::uuid AND status = 'pending' RETURNING id`,
        [input.id, input.dealerId, input.at],
      )
      return rows.length > 0
    },

    /** The dealer's featured listings in order (also those no longer shown: not active, or not represented any more). */
    listFeatured(dealerId: string): Promise<FeaturedListing[]> {
      return database.query<FeaturedListing>(
        `SELECT p.id::text AS id, p.reference, p.title, p.status, p.city, p.state, p.locality, p.price, p.listing_type AS "listingType",
           f.position, ${iso('f.featured_at')} AS "featuredAt", (p.dealer_id = f.dealer_id) AS represented
         FROM dealer_featured_listings f JOIN properties p ON p.id = f.property_id
         WHERE f.dealer_id = $1::uuid ORDER BY f.position, f.featured_at`,
        [dealerId],
      )
    },

    /**
     * Features the listing last in the dealer's row, under a lock on the dealer (two calls cannot
     * both take the tenth place): 'full' when ten are featured, 'exists' when it is featured already.
     */
    async feature(input: { dealerId: string; propertyId: string; max: number; at: string }): Promise<'featured' | 'exists' | 'full'> {
      return database.transaction(async (query) => {
        await query('SELECT 1 FROM users WHERE id = $1::uuid FOR UPDATE', [input.dealerId])
        const [row] = await query<{ n: number; has: boolean; last: number | null }>(
          `SELECT count(*)::int AS n, bool_or(property_id = $2::uuid) AS has, max(position) AS last FROM dealer_featured_listings WHERE dealer_id = $1::uuid`,
          [input.dealerId, input.propertyId],
        )
        if (row?.has) return 'exists'
        if ((row?.n ?? 0) >= input.max) return 'full'
        await query('INSERT INTO dealer_featured_listings (dealer_id, property_id, position, featured_at) VALUES ($1::uuid, $2::uuid, $3, $4::timestamptz)', [
          input.dealerId,
          input.propertyId,
          (row?.last ?? 0) + 1,
          input.at,
        ])
        return 'featured'
      })
    },

    async unfeature(dealerId: string, propertyId: string): Promise<boolean> {
      const rows = await database.query('DELETE FROM dealer_featured_listings WHERE dealer_id = $1::uuid AND property_id = $2::uuid RETURNING property_id', [dealerId, propertyId])
      return rows.length > 0
    },

    /**
     * The home page's row: each dealer with public featured listings they still represent, the
     * dealers with the most first, ties by the latest feature; one query.
     */
    listCurated(input: { maxDealers: number; maxListings: number }): Promise<CuratedRow[]> {
      return database.query<CuratedRow>(
        `WITH shown AS (
           SELECT f.dealer_id, f.position, f.featured_at, p.id, p.reference, p.title, p.status, p.city, p.state, p.locality, p.price, p.listing_type FROM dealer_featured_listings f
           JOIN properties p ON p.id = f.property_id AND p.dealer_id = f.dealer_id AND p.status = 'active'
         ), dealers AS (
           SELECT s.dealer_id, count(*) AS n, max(s.featured_at) AS latest FROM shown s GROUP BY s.dealer_id ORDER BY n DESC, latest DESC, s.dealer_id LIMIT $1
         )
         SELECT json_build_object('id', u.id::text, 'name', coalesce(u.full_name, '')) AS dealer,
           (SELECT json_agg(x.listing ORDER BY x.position, x.featured_at) FROM (
              SELECT ${listingSummary('s')} AS listing, s.position, s.featured_at FROM shown s WHERE s.dealer_id = d.dealer_id ORDER BY s.position, s.featured_at LIMIT $2) x) AS listings
         FROM dealers d JOIN users u ON u.id = d.dealer_id ORDER BY d.n DESC, d.latest DESC, d.dealer_id`,
        [input.maxDealers, input.maxListings],
      )
    },

    async findNote(dealerId: string, propertyId: string): Promise<DealerNote> {
      const [row] = await database.query<DealerNote>(
        `SELECT property_id::text AS "propertyId", body AS text, ${iso('updated_at')} AS "updatedAt" FROM dealer_listing_notes WHERE dealer_id = $1::uuid AND property_id = $2::uuid`,
        [dealerId, propertyId],
      )
      return row ?? { propertyId, text: '', updatedAt: null }
    },

    /** Writes the note (an empty text removes it). */
    async saveNote(input: { dealerId: string; propertyId: string; text: string; by: string; at: string }): Promise<DealerNote> {
      if (input.text === '') {
        await database.query('DELETE FROM dealer_listing_notes WHERE dealer_id = $1::uuid AND property_id = $2::uuid', [input.dealerId, input.propertyId])
        return { propertyId: input.propertyId, text: '', updatedAt: null }
      }
      const [row] = await database.query<DealerNote>(
        `INSERT INTO dealer_listing_notes (dealer_id, property_id, body, updated_at, updated_by) VALUES ($1::uuid, $2::uuid, $3, $4::timestamptz, $5::uuid)
         ON CONFLICT (dealer_id, property_id) DO UPDATE SET body = EXCLUDED.body, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by
         RETURNING property_id::text AS "propertyId", body AS text, ${iso('updated_at')} AS "updatedAt"`,
        [input.dealerId, input.propertyId, input.text, input.at, input.by],
      )
      return row ?? { propertyId: input.propertyId, text: input.text, updatedAt: input.at }
    },

    /** Whether the dealer represents the listing now or did before (its dealer history). */
    async dealerHandled(dealerId: string, propertyId: string): Promise<boolean> {
      const [row] = await database.query<{ handled: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM properties WHERE id = $2::uuid AND dealer_id = $1::uuid)
             OR EXISTS (SELECT 1 FROM property_dealer_history WHERE property_id = $2::uuid AND dealer_id = $1::uuid) AS handled`,
        [dealerId, propertyId],
      )
      return row?.handled === true
    },

    /** The role of `userId` in the team of `dealerId`: 'owner' for the dealer themselves; undefined outside it. */
    async teamRoleOf(dealerId: string, userId: string): Promise<'owner' | TeamMemberRole | undefined> {
      if (dealerId === userId) return 'owner'
      const [row] = await database.query<{ role: TeamMemberRole }>(
        'SELECT m.role FROM team_members m JOIN teams t ON t.id = m.team_id WHERE t.owner_id = $1::uuid AND m.user_id = $2::uuid',
        [dealerId, userId],
      )
      return row?.role
    },

    /** The dealer's team with its members and the invitations still open at `at`. */
    async findTeam(ownerId: string, at: string): Promise<Team | undefined> {
      const [row] = await database.query<Team>(
        `SELECT t.id::text AS id, t.name, t.owner_id::text AS "ownerId",
           coalesce((SELECT json_agg(json_build_object('userId', m.user_id::text, 'name', coalesce(u.full_name, ''), 'phoneNumber', u.phone_number, 'role', m.role,
             'joinedAt', ${iso('m.joined_at')}) ORDER BY m.joined_at, m.user_id) FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = t.id), '[]'::json) AS members,
           coalesce((SELECT json_agg(json_build_object('id', i.id::text, 'phoneNumber', i.phone_number, 'role', i.role, 'sentAt', ${iso('i.created_at')},
             'expiresAt', ${iso('i.expires_at')}) ORDER BY i.created_at, i.id) FROM team_invitations i
             WHERE i.team_id = t.id AND i.status IN ('pending', 'declined') AND i.expires_at > $2::timestamptz), '[]'::json) AS invitations
         FROM teams t WHERE t.owner_id = $1::uuid`,
        [ownerId, at],
      )
      return row
    },

    /**
     * Invites a phone number to the dealer's team (made on first use, named after the dealer),
     * under a lock on the team: 'member' when a member holds the number, 'pending' when an open
     * invitation names it, the quota's problem when `refuse` finds one. Whoever holds the number
     * now is told on commit; nobody else learns whether anyone does.
     */
    async createInvitation(input: {
      ownerId: string
      phoneNumber: string
      role: TeamMemberRole
      at: string
      expiresAt: string
      refuse: (counts: InvitationCounts) => 'teamFull' | 'dailyLimit' | null
      notice: (team: { name: string; dealerName: string }) => { title: string; body: string }
    }): Promise<'sent' | 'own' | 'member' | 'pending' | 'teamFull' | 'dailyLimit'> {
      return database.transaction(async (query) => {
        await query(
          `INSERT INTO teams (owner_id, name) SELECT u.id, coalesce(nullif(u.full_name, ''), 'Team') FROM users u WHERE u.id = $1::uuid ON CONFLICT (owner_id) DO NOTHING`,
          [input.ownerId],
        )
        const [team] = await query<{ id: string; name: string; dealerName: string }>(
          `SELECT t.id::text AS id, t.name, coalesce(u.full_name, '') AS "dealerName" FROM teams t JOIN users u ON u.id = t.owner_id WHERE t.owner_id = $1::uuid FOR UPDATE OF t`,
          [input.ownerId],
        )
        if (!team) return 'teamFull'
        // Open invitations past their expiry are closed here, so the number can be invited again.
        await query(`UPDATE team_invitations SET status = 'expired' WHERE team_id = $1::uuid AND status IN ('pending', 'declined') AND expires_at <= $2::timestamptz`, [team.id, input.at])
        const [state] = await query<InvitationCounts & { isOwn: boolean; isMember: boolean; isPending: boolean }>(
          `SELECT (SELECT count(*)::int FROM team_members WHERE team_id = $1::uuid) AS members,
                  (SELECT count(*)::int FROM team_invitations WHERE team_id = $1::uuid AND status IN ('pending', 'declined')) AS pending,
                  (SELECT count(*)::int FROM team_invitations WHERE team_id = $1::uuid AND created_at > $3::timestamptz - interval '1 day') AS "sentToday",
                  EXISTS (SELECT 1 FROM users WHERE id = $4::uuid AND phone_number = $2) AS "isOwn",
                  EXISTS (SELECT 1 FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1::uuid AND u.phone_number = $2) AS "isMember",
                  EXISTS (SELECT 1 FROM team_invitations WHERE team_id = $1::uuid AND phone_number = $2 AND status IN ('pending', 'declined')) AS "isPending"`,
          [team.id, input.phoneNumber, input.at, input.ownerId],
        )
        if (!state) return 'teamFull'
        if (state.isOwn) return 'own'
        if (state.isMember) return 'member'
        if (state.isPending) return 'pending'
        const problem = input.refuse(state)
        if (problem) return problem
        await query(
          `INSERT INTO team_invitations (team_id, phone_number, role, status, created_at, expires_at) VALUES ($1::uuid, $2, $3, 'pending', $4::timestamptz, $5::timestamptz)`,
          [team.id, input.phoneNumber, input.role, input.at, input.expiresAt],
        )
        const invitees = await query<{ id: string }>('SELECT id::text AS id FROM users WHERE phone_number = $1 AND id <> $2::uuid', [input.phoneNumber, input.ownerId])
        const notice = input.notice({ name: team.name, dealerName: team.dealerName })
        await insertNotifications(query, invitees.map((invitee) => ({ userId: invitee.id, kind: 'system' as const, ...notice, link: '/profile' })))
        return 'sent'
      })
    },

    /** The dealer withdraws an invitation still open (declined ones too: the dealer sees them as open); false when there is none. */
    async withdrawInvitation(input: { ownerId: string; id: string; at: string }): Promise<boolean> {
      const rows = await database.query(
        `UPDATE team_invitations i SET status = 'withdrawn', responded_at = $3::timestamptz FROM teams t
          WHERE t.id = i.team_id AND t.owner_id = $1::uuid AND i.id = $2::uuid AND i.status IN ('pending', 'declined') AND i.expires_at > $3::timestamptz RETURNING i.id`,
        [input.ownerId, input.id, input.at],
      )
      return rows.length > 0
    },

    /** The open invitations to the user's phone number (sent before they signed up, too). */
    listReceivedInvitations(userId: string, at: string): Promise<ReceivedTeamInvitation[]> {
      return database.query<ReceivedTeamInvitation>(
        `SELECT i.id::text AS id, t.id::text AS "teamId", t.name AS "teamName", coalesce(d.full_name, '') AS "dealerName", i.role,
                ${iso('i.created_at')} AS "sentAt", ${iso('i.expires_at')} AS "expiresAt"
           FROM users me JOIN team_invitations i ON i.phone_number = me.phone_number JOIN teams t ON t.id = i.team_id JOIN users d ON d.id = t.owner_id
          WHERE me.id = $1::uuid AND i.status = 'pending' AND i.expires_at > $2::timestamptz AND t.owner_id <> me.id
          ORDER BY i.created_at DESC, i.id`,
        [userId, at],
      )
    },

    /**
     * The invitee answers an open invitation to their number: accepting makes them a member (in
     * the same transaction, with the dealer told), declining closes it quietly. Undefined when
     * there is no such open invitation for this user.
     */
    async answerInvitation(input: {
      id: string
      userId: string
      accept: boolean
      at: string
      notice: (input: { memberName: string; phoneNumber: string; role: TeamMemberRole }) => { title: string; body: string }
    }): Promise<{ dealerName: string; teamId: string } | undefined> {
      return database.transaction(async (query) => {
        const [invitation] = await query<{ teamId: string; ownerId: string; dealerName: string; role: TeamMemberRole; phoneNumber: string; memberName: string }>(
          `SELECT i.team_id::text AS "teamId", t.owner_id::text AS "ownerId", coalesce(d.full_name, '') AS "dealerName", i.role, i.phone_number AS "phoneNumber",
                  coalesce(me.full_name, '') AS "memberName"
             FROM team_invitations i JOIN teams t ON t.id = i.team_id JOIN users d ON d.id = t.owner_id JOIN users me ON me.phone_number = i.phone_number
            WHERE i.id = $1::uuid AND me.id = $2::uuid AND i.status = 'pending' AND i.expires_at > $3::timestamptz AND t.owner_id <> me.id
            FOR UPDATE OF i`,
          [input.id, input.userId, input.at],
        )
        if (!invitation) return undefined
        await query(`UPDATE team_invitations SET status = $2, responded_at = $3::timestamptz, user_id = $4::uuid WHERE id = $1::uuid`, [
          input.id,
          input.accept ? 'accepted' : 'declined',
          input.at,
          input.userId,
        ])
        if (input.accept) {
          await query(
            `INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES ($1::uuid, $2::uuid, $3, $4::timestamptz) ON CONFLICT (team_id, user_id) DO NOTHING`,
            [invitation.teamId, input.userId, invitation.role, input.at],
          )
          await insertNotifications(query, [{ userId: invitation.ownerId, kind: 'system', ...input.notice(invitation), link: '/dealer' }])
        }
        return { dealerName: invitation.dealerName, teamId: invitation.teamId }
      })
    },

    async setMemberRole(input: { ownerId: string; userId: string; role: TeamMemberRole }): Promise<boolean> {
      const rows = await database.query(
        'UPDATE team_members m SET role = $3 FROM teams t WHERE t.id = m.team_id AND t.owner_id = $1::uuid AND m.user_id = $2::uuid RETURNING m.user_id',
        [input.ownerId, input.userId, input.role],
      )
      return rows.length > 0
    },

    async removeMember(input: { ownerId: string; userId: string }): Promise<boolean> {
      const rows = await database.query(
        'DELETE FROM team_members m USING teams t WHERE t.id = m.team_id AND t.owner_id = $1::uuid AND m.user_id = $2::uuid RETURNING m.user_id',
        [input.ownerId, input.userId],
      )
      return rows.length > 0
    },

    /** The teams this user is a member of. */
    listMemberships(userId: string): Promise<Membership[]> {
      return database.query<Membership>(
        `SELECT t.id::text AS "teamId", t.name, t.owner_id::text AS "dealerId", coalesce(u.full_name, '') AS "dealerName", m.role, ${iso('m.joined_at')} AS "joinedAt"
         FROM team_members m JOIN teams t ON t.id = m.team_id JOIN users u ON u.id = t.owner_id WHERE m.user_id = $1::uuid ORDER BY m.joined_at, t.id`,
        [userId],
      )
    },

    /** The member leaves the team, the dealer told in the same transaction; false when they are not in it. */
    async leaveTeam(input: { teamId: string; userId: string; notice: (memberName: string) => { title: string; body: string } }): Promise<boolean> {
      return database.transaction(async (query) => {
        const [left] = await query<{ ownerId: string; memberName: string }>(
          `DELETE FROM team_members m USING teams t, users u WHERE t.id = m.team_id AND u.id = m.user_id AND m.team_id = $1::uuid AND m.user_id = $2::uuid
           RETURNING t.owner_id::text AS "ownerId", coalesce(u.full_name, '') AS "memberName"`,
          [input.teamId, input.userId],
        )
        if (!left) return false
        await insertNotifications(query, [{ userId: left.ownerId, kind: 'system', ...input.notice(left.memberName), link: '/dealer' }])
        return true
      })
    },
  }
}

export type CuratorRepository = ReturnType<typeof createCuratorRepository>
