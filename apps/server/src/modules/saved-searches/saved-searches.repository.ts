// SQL of saved searches: each row belongs to one user, and every statement names that user, so
// no call reads or deletes another's.
import type { SavedSearch } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'

const columns = `id::text AS id, name, query, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`

/** Why a search was not saved. */
export type SaveRefusal = 'limit' | 'name-taken' | 'user-gone'

const isUniqueViolation = (error: unknown) => error !== null && typeof error === 'object' && (error as { code?: unknown }).code === '23505'

export function createSavedSearchesRepository(database: DatabaseHandle) {
  return {
    /** The user's saved searches, newest first. */
    list(userId: string): Promise<SavedSearch[]> {
      return database.query<SavedSearch>(`SELECT ${columns} FROM saved_searches WHERE user_id = $1::uuid ORDER BY created_at DESC, id`, [userId])
    },

    /** Saves a search unless the user already keeps `max` or one of the same name (checked holding the user's row). */
    async create(input: { userId: string; name: string; query: string; max: number }): Promise<{ saved: SavedSearch } | { refused: SaveRefusal }> {
      try {
        return await database.transaction(async (query) => {
          const [user] = await query('SELECT 1 FROM users WHERE id = $1::uuid FOR UPDATE', [input.userId])
          if (!user) return { refused: 'user-gone' as const }
          const [count] = await query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1::uuid', [input.userId])
          if ((count?.n ?? 0) >= input.max) return { refused: 'limit' as const }
          const [saved] = await query<SavedSearch>(`INSERT INTO saved_searches (user_id, name, query) VALUES ($1::uuid, $2, $3) RETURNING ${columns}`, [
            input.userId,
            input.name,
            input.query,
          ])
          return { saved: saved! }
        })
      } catch (error) {
        if (isUniqueViolation(error)) return { refused: 'name-taken' }
        throw error
      }
    },

    /** Deletes one of the user's saved searches; false when they have none by that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      return (await database.query('DELETE FROM saved_searches WHERE id = $1::uuid AND user_id = $2::uuid RETURNING id', [id, userId])).length > 0
    },
  }
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>
