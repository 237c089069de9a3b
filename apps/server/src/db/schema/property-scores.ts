// property_scores: the automatic evaluation of each listing (issue #25), apart from the listing:
// the computed score with each factor's points and reason and the flags, a hash of that answer (a
// recompute that reaches the same answer writes nothing), and an admin's override with
// its reason, kept beside the computed score, never over it. The effective score (the override,
// else the computed one) is copied into properties.score and the document's
// evaluation.propertyScore, which the searches read.
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

export const propertyScores = pgTable(
  'property_scores',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    computedScore: integer('computed_score').notNull(),
    /** [{ key, label, points, maxPoints, reason }], the domain's scoreProperty answer. */
    factors: jsonb('factors').notNull(),
    /** [{ key, message }]: e.g. a price far from the locality's median. */
    flags: jsonb('flags').notNull().default(sql`'[]'::jsonb`),
    evaluationHash: text('evaluation_hash').notNull(),
    /** When the computed answer last changed (a nightly recompute that finds it the same leaves it). */
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    overrideScore: integer('override_score'),
    overrideReason: text('override_reason'),
    overrideBy: uuid('override_by').references(() => users.id, { onDelete: 'set null' }),
    overrideAt: timestamp('override_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check('property_scores_computed_range', sql`${t.computedScore} BETWEEN 0 AND 100`),
    check('property_scores_override_range', sql`${t.overrideScore} IS NULL OR ${t.overrideScore} BETWEEN 0 AND 100`),
    // The admin list: by score, and its two filters (few rows each) as partial indexes.
    index('property_scores_score_idx').on(t.computedScore, t.propertyId),
    index('property_scores_flagged_idx').on(t.propertyId).where(sql`${t.flags} <> '[]'::jsonb`),
    index('property_scores_overridden_idx').on(t.propertyId).where(sql`${t.overrideScore} IS NOT NULL`),
  ],
)
