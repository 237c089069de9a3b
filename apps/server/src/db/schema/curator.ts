// The dealer's Curator (SPEC §2 /dealer): a dealer's requests to represent a listing (the owners
// answer, the mirror of an owner inviting a dealer in property_invitations), the listings a
// dealer features on the home page, their private notes, and their team (ARCHITECTURE §5 teams).
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' })

/**
 * A dealer asks to represent a listing; its owners (or an admin) accept or decline. At most one
 * pending request per dealer and listing; the status moves once, from pending, in an UPDATE that
 * checks it is still pending.
 */
export const representationRequests = pgTable(
  'representation_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    /** pending, accepted, declined or withdrawn */
    status: text('status').notNull().default('pending'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    respondedAt: stamp('responded_at'),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('representation_requests_pending_idx').on(t.propertyId, t.dealerId).where(sql`status = 'pending'`),
    index('representation_requests_dealer_idx').on(t.dealerId, t.createdAt),
    index('representation_requests_property_idx').on(t.propertyId).where(sql`status = 'pending'`),
    check('representation_requests_status_check', sql`${t.status} IN ('pending', 'accepted', 'declined', 'withdrawn')`),
  ],
)

/** The listings a dealer features (at most ten, kept by the service under a lock on the dealer), in order. */
export const dealerFeaturedListings = pgTable(
  'dealer_featured_listings',
  {
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    featuredAt: stamp('featured_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.propertyId] }), index('dealer_featured_listings_property_idx').on(t.propertyId)],
)

/** A dealer's private note on a listing: read by the dealer and their team's admins only, never by owners or buyers. */
export const dealerListingNotes = pgTable(
  'dealer_listing_notes',
  {
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.propertyId] })],
)

/** A dealer's team: one per dealer, its owner. */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  ownerId: uuid('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
})

/** A team's members besides its owner: admin, agent or viewer. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    joinedAt: stamp('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user_idx').on(t.userId),
    check('team_members_role_check', sql`${t.role} IN ('admin', 'agent', 'viewer')`),
  ],
)

/**
 * A dealer's invitation to join their team, sent to a phone number (a user or not, the dealer is
 * told the same). The invitee is whoever holds that number when they answer; `user_id` is set
 * when they accept. At most one pending invitation per team and number; a pending one past
 * `expires_at` has lapsed (the reads compare, so no job needs to close it).
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    role: text('role').notNull(),
    /** pending, accepted, declined, withdrawn or expired (a pending one past expires_at is read as expired, and stored so when the number is invited again) */
    status: text('status').notNull().default('pending'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    respondedAt: stamp('responded_at'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('team_invitations_pending_idx').on(t.teamId, t.phoneNumber).where(sql`status = 'pending'`),
    index('team_invitations_phone_idx').on(t.phoneNumber).where(sql`status = 'pending'`),
    index('team_invitations_team_idx').on(t.teamId, t.createdAt),
    check('team_invitations_role_check', sql`${t.role} IN ('admin', 'agent', 'viewer')`),
    check('team_invitations_status_check', sql`${t.status} IN ('pending', 'accepted', 'declined', 'withdrawn', 'expired')`),
  ],
)
