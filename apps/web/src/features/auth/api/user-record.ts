import { mergeUserRecord, type User } from '@vishwas/domain'

/** A user as the API returns it: `id` is the lookup id (did). */
export type UserRecord = Partial<User> & { id?: string }

/** SPEC §3: a fetched record merged over the default user template; `did` is the record's id. */
export function toUser(record: UserRecord): User {
  const { id, ...rest } = record
  return mergeUserRecord({ ...rest, did: rest.did ?? id })
}
