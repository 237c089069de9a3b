import { mergeUserRecord, type User } from '@vishwas/domain'

/** A user as the API returns it: `id` is the lookup id (did). */
export type UserRecord = Partial<User> & { id?: string }

export interface UserResponse {
  success: true
  user: UserRecord
}

/** SPEC §3: a fetched record merged over the default user template. */
export function toUser(record: UserRecord): User {
  const { id, ...rest } = record
  return mergeUserRecord({ ...rest, did: rest.did ?? id })
}
