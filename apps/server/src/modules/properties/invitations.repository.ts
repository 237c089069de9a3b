// SQL of the owner and dealer invitations (db/schema/property-invitations.ts). The writes run on
// a property write's transaction (`invitationWriter(query)`), so an invitation is made, replaced,
// answered or withdrawn together with the listing it concerns. An answer is an UPDATE that
// checks the invitation is still pending: of two answers, one finds it answered and changes nothing.
import { MAX_PENDING_INVITATIONS_PER_INVITER, invitationNotice, type InvitationRole, type InvitationStatus, type OwnerInvitation, type OwnershipType } from '@vishwas/domain'
import { AppError } from '../../errors'
import { propertyMessages } from './properties.messages'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import { insertNotifications } from '../notifications/notifications.repository'

/** What one write does to a listing's invitations (see splitByConsent). */
export type InvitationChanges = {
  /** The owner invitations to have pending (others pending on the listing are withdrawn). */
  owners?: OwnerInvitation[]
  /** A dealer to invite (another pending dealer invitation is withdrawn). */
  dealer?: { userId: string }
}

export type InvitationRow = {
  id: string
  propertyId: string
  inviteeId: string
  role: InvitationRole
  share: number | null
  ownershipType: OwnershipType | null
  status: InvitationStatus
  invitedBy: string
  createdAt: string
  respondedAt: string | null
}

/** An invitation as its invitee sees it: the listing it concerns and who sent it. */
export type ReceivedInvitation = InvitationRow & {
  property: { id: string; reference: string; title: string; city: string; state: string; status: string }
  inviterName: string
}

/** A pending invitation as the listing's managers see it: who was invited and by whom. */
export type SentInvitation = InvitationRow & { inviteeName: string; inviterName: string }

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const invitationColumns = (t: string) => `${t}.id::text AS "id", ${t}.property_id::text AS "propertyId", ${t}.invitee_id::text AS "inviteeId", ${t}.role,
  ${t}.share, ${t}.ownership_type AS "ownershipType", ${t}.status, ${t}.invited_by AS "invitedBy", ${iso(`${t}.created_at`)} AS "createdAt",
  ${iso(`${t}.responded_at`)} AS "respondedAt"`

const inviterName = (t: string) => `coalesce((SELECT u.full_name FROM users u WHERE u.id::text = ${t}.invited_by), '')`

/** The invitation writes of one transaction. */
export function invitationWriter(query: QueryFn) {
  async function withdrawOthers(propertyId: string, role: InvitationRole, keep: readonly string[], at: string) {
    await query(
      `UPDATE property_invitations SET status = 'withdrawn', responded_at = $4::timestamptz
       WHERE property_id = $1::uuid AND role = $2 AND status = 'pending' AND NOT (invitee_id = ANY($3::uuid[]))`,
      [propertyId, role, keep, at],
    )
  }

  async function invite(propertyId: string, role: InvitationRole, invitation: { userId: string; share?: number; ownershipType?: string }, stamp: { by: string; at: string }) {
    // Every write that invites passes here, so the limit is kept here: one person cannot bury
    // another's profile under invitations (a 409 rolls the whole write back).
    const [waiting] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM property_invitations WHERE invitee_id = $1::uuid AND invited_by = $2 AND status = 'pending' AND property_id <> $3::uuid`,
      [invitation.userId, stamp.by, propertyId],
    )
    if ((waiting?.n ?? 0) >= MAX_PENDING_INVITATIONS_PER_INVITER) {
      throw new AppError('CONFLICT', propertyMessages.tooManyInvitations(invitation.userId, MAX_PENDING_INVITATIONS_PER_INVITER))
    }
    const [written] = await query<{ isNew: boolean }>(
      `INSERT INTO property_invitations (property_id, invitee_id, role, share, ownership_type, invited_by, created_at)
       VALUES ($1::uuid, $2::uuid, $3, $4::float8, $5, $6, $7::timestamptz)
       ON CONFLICT (property_id, invitee_id, role) WHERE status = 'pending'
       DO UPDATE SET share = EXCLUDED.share, ownership_type = EXCLUDED.ownership_type, invited_by = EXCLUDED.invited_by, created_at = EXCLUDED.created_at
       RETURNING (xmax = 0) AS "isNew"`,
      [propertyId, invitation.userId, role, invitation.share ?? null, invitation.ownershipType ?? null, stamp.by, stamp.at],
    )
    // The invitee hears of a new invitation (not of a pending one whose share was changed), on commit.
    if (written?.isNew) await notifyInvitee(propertyId, role, invitation.userId, stamp.by)
  }

  async function notifyInvitee(propertyId: string, role: InvitationRole, inviteeId: string, by: string) {
    const [listing] = await query<{ reference: string; title: string; inviterName: string }>(
      `SELECT p.reference, p.title, coalesce((SELECT u.full_name FROM users u WHERE u.id::text = $2), '') AS "inviterName" FROM properties p WHERE p.id = $1::uuid`,
      [propertyId, by],
    )
    if (!listing) return
    const notice = invitationNotice({ role, inviterName: listing.inviterName, listing })
    await insertNotifications(query, [{ userId: inviteeId, kind: 'invitation', ...notice, link: '/profile' }])
  }

  return {
    /** Applies one write's invitation changes to a listing. */
    async apply(propertyId: string, changes: InvitationChanges, stamp: { by: string; at: string }): Promise<void> {
      if (changes.owners) {
        await withdrawOthers(propertyId, 'owner', changes.owners.map((owner) => owner.userId), stamp.at)
        for (const owner of changes.owners) await invite(propertyId, 'owner', owner, stamp)
      }
      if (changes.dealer) {
        await withdrawOthers(propertyId, 'dealer', [changes.dealer.userId], stamp.at)
        await invite(propertyId, 'dealer', changes.dealer, stamp)
      }
    },

    async find(id: string): Promise<InvitationRow | undefined> {
      const [row] = await query<InvitationRow>(`SELECT ${invitationColumns('i')} FROM property_invitations i WHERE i.id = $1::uuid`, [id])
      return row
    },

    /**
     * Moves a pending invitation to `status` (as `by` is allowed to: its invitee, or on the listing
     * `propertyId`); undefined when it is not pending any more, or not theirs.
     */
    async answer(input: { id: string; status: Exclude<InvitationStatus, 'pending'>; inviteeId?: string; propertyId?: string; at: string }): Promise<InvitationRow | undefined> {
      const [row] = await query<InvitationRow>(
        `UPDATE property_invitations i SET status = $2, responded_at = $3::timestamptz
         WHERE i.id = $1::uuid AND i.status = 'pending' AND ($4::uuid IS NULL OR i.invitee_id = $4::uuid) AND ($5::uuid IS NULL OR i.property_id = $5::uuid)
         RETURNING ${invitationColumns('i')}`,
        [input.id, input.status, input.at, input.inviteeId ?? null, input.propertyId ?? null],
      )
      return row
    },

    /** The shares of the listing's pending owner invitations, added up. */
    async pendingOwnerShares(propertyId: string): Promise<number> {
      const [row] = await query<{ total: number }>(
        `SELECT coalesce(sum(share), 0)::float8 AS total FROM property_invitations WHERE property_id = $1::uuid AND role = 'owner' AND status = 'pending'`,
        [propertyId],
      )
      return row?.total ?? 0
    },
  }
}

export type InvitationWriter = ReturnType<typeof invitationWriter>

export function createInvitationsRepository(database: DatabaseHandle) {
  return {
    /** A user's pending invitations, newest first, with the total. */
    async listReceived(input: { inviteeId: string; offset: number; limit: number }): Promise<{ total: number; invitations: ReceivedInvitation[] }> {
      const [row] = await database.query<{ total: number; invitations: ReceivedInvitation[] }>(
        `SELECT (SELECT count(*)::int FROM property_invitations WHERE invitee_id = $1::uuid AND status = 'pending') AS total,
           coalesce((SELECT json_agg(x ORDER BY x."createdAt" DESC, x.id DESC) FROM (
             SELECT ${invitationColumns('i')}, ${inviterName('i')} AS "inviterName",
               json_build_object('id', p.id::text, 'reference', p.reference, 'title', p.title, 'city', p.city, 'state', p.state, 'status', p.status) AS property
             FROM property_invitations i JOIN properties p ON p.id = i.property_id
             WHERE i.invitee_id = $1::uuid AND i.status = 'pending'
             ORDER BY i.created_at DESC, i.id DESC LIMIT $2::int OFFSET $3::int) x), '[]'::json) AS invitations`,
        [input.inviteeId, input.limit, input.offset],
      )
      return { total: row?.total ?? 0, invitations: row?.invitations ?? [] }
    },

    /** A listing's pending invitations, oldest first. */
    listPending(propertyId: string): Promise<SentInvitation[]> {
      return database.query<SentInvitation>(
        `SELECT ${invitationColumns('i')}, coalesce(u.full_name, '') AS "inviteeName", ${inviterName('i')} AS "inviterName"
         FROM property_invitations i JOIN users u ON u.id = i.invitee_id
         WHERE i.property_id = $1::uuid AND i.status = 'pending' ORDER BY i.created_at, i.id`,
        [propertyId],
      )
    },
  }
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>
