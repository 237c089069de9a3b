// Splits and merges (issue #22): each is an operation with the request's approval state, and its
// lineage as rows: a split's parent and the part each resulting property is, a merge's result and
// each source with its contribution. Property ids here carry no foreign key on purpose: lineage
// outlives a listing's deletion (and is whole again when an admin restores it), and the parts of
// a rejected or cancelled request keep naming the properties that were proposed and removed.
// property_operation_locks holds every property of a pending request, one request per property
// (the primary key): a second request on the same plot fails its insert, whoever commits first.
import { sql } from 'drizzle-orm'
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { geographyPolygon } from './geography'
import { users } from './users'

export const propertyOperations = pgTable(
  'property_operations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** split or merge */
    kind: text('kind').notNull(),
    /** pending, completed, failed (rejected) or cancelled */
    status: text('status').notNull().default('pending'),
    /** pending, approved, rejected or cancelled (SPEC §3 approvalStatus) */
    approvalStatus: text('approval_status').notNull().default('pending'),
    /** splitReason or mergeReason */
    reason: text('reason').notNull(),
    remarks: text('remarks'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** splitDate or mergeDate as the request gave it (else when it was made) */
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** approvedBy: who approved, rejected or cancelled it */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** approvalDate */
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('property_operations_pending_idx').on(t.createdAt).where(sql`approval_status = 'pending'`)],
)

/** The key of a split's or a merge's own row: its operation's id, removed with it. */
const operationKey = () =>
  uuid('operation_id')
    .primaryKey()
    .references(() => propertyOperations.id, { onDelete: 'cascade' })

/** The columns that name one property of a split (a part) or a merge (a source), at its place in the request. */
const operationMemberColumns = () => ({
  operationId: uuid('operation_id')
    .notNull()
    .references(() => propertyOperations.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  propertyId: uuid('property_id').notNull(),
  propertyReference: text('property_reference').notNull(),
})

export const propertySplits = pgTable(
  'property_splits',
  {
    operationId: operationKey(),
    parentId: uuid('parent_id').notNull(),
    parentReference: text('parent_reference').notNull(),
  },
  (t) => [index('property_splits_parent_idx').on(t.parentId)],
)

export const propertySplitParts = pgTable(
  'property_split_parts',
  {
    ...operationMemberColumns(),
    name: text('name').notNull(),
    portion: doublePrecision('portion').notNull(),
    area: doublePrecision('area').notNull(),
    areaUnit: text('area_unit').notNull(),
    description: text('description').notNull().default(''),
    documents: jsonb('documents').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    boundary: geographyPolygon('boundary').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operationId, t.position] }), index('property_split_parts_property_idx').on(t.propertyId)],
)

export const propertyMerges = pgTable(
  'property_merges',
  {
    operationId: operationKey(),
    resultId: uuid('result_id').notNull(),
    resultReference: text('result_reference').notNull(),
    targetPropertyData: jsonb('target_property_data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('property_merges_result_idx').on(t.resultId)],
)

export const propertyMergeSources = pgTable(
  'property_merge_sources',
  {
    ...operationMemberColumns(),
    contribution: doublePrecision('contribution').notNull(),
    area: doublePrecision('area').notNull(),
    areaUnit: text('area_unit').notNull(),
    /** The source's primary owner when the merge was requested */
    previousOwner: text('previous_owner'),
  },
  (t) => [primaryKey({ columns: [t.operationId, t.position] }), index('property_merge_sources_property_idx').on(t.propertyId)],
)

export const propertyOperationLocks = pgTable(
  'property_operation_locks',
  {
    propertyId: uuid('property_id').primaryKey(),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => propertyOperations.id, { onDelete: 'cascade' }),
  },
  (t) => [index('property_operation_locks_operation_idx').on(t.operationId)],
)
