// Schemas of the user calls: the record as returned (the domain's User plus `id`) and the
// profile fields PUT may change, taken from the domain's userSchema without its defaults (a
// field left out stays as it is). Anything else in a PUT body is a 400.
import { rolesSchema, userSchema } from '@vishwas/domain'
import { z } from 'zod'

export const userRecordSchema = userSchema
  .extend({
    id: z.uuid().meta({ description: 'The lookup id (did, users.id).' }),
    did: z.uuid().meta({ description: 'Same as id.' }),
    roles: rolesSchema,
  })
  .meta({ title: 'UserRecord', description: 'A user record merged over the default user template (SPEC §3).' })

export const userResponseSchema = z.object({ success: z.literal(true), user: userRecordSchema })

export const didParamsSchema = z.object({
  did: z.uuid({ error: 'must be a user id (UUID)' }).meta({ description: 'The user id (did).' }),
})

const profileFields = ['fullName', 'email', 'city', 'state', 'country', 'segment'] as const

/** The field's schema with its documentation but without its default. */
function withoutDefault(schema: z.ZodType): z.ZodType {
  if (!(schema instanceof z.ZodDefault)) return schema
  const inner = schema.unwrap() as z.ZodType
  const meta = schema.meta()
  return meta ? inner.meta(meta) : inner
}

export const profileChangesSchema = z
  .strictObject(Object.fromEntries(profileFields.map((field) => [field, withoutDefault(userSchema.shape[field]).optional()])) as Record<(typeof profileFields)[number], z.ZodOptional<z.ZodType<string>>>)
  .meta({ title: 'ProfileChanges', description: 'Profile fields only; roles, kycStatus, phoneNumber and the ids cannot be changed here.' })

export const roleGrantSchema = z
  .object({
    role: z.literal('seller'),
    grantedBy: z.uuid().nullable().meta({ description: 'Who granted it: the user themselves for a self-service grant.' }),
    via: z.literal('list-your-property').meta({ description: 'How: the user chose "List your property".' }),
    grantedAt: z.iso.datetime().meta({ description: 'When, UTC.' }),
  })
  .meta({ title: 'RoleGrant', description: 'The record of a role given to a user: who, when and how.' })

export const becomeSellerResponseSchema = z.object({
  success: z.literal(true),
  user: userRecordSchema,
  grant: roleGrantSchema.nullable().meta({ description: 'The grant this call made; null when the user was a seller already.' }),
})
