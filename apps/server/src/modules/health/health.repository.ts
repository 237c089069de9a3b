import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database'

export function createHealthRepository(db: Database) {
  return {
    /** Resolves when the database answers a trivial query. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`)
    },
  }
}

export type HealthRepository = ReturnType<typeof createHealthRepository>
