// The editable part of a user (SPEC §3 details), checked with the domain's user schema.
import { userSchema, type User } from '@vishwas/domain'

export const profileSchema = userSchema.pick({ fullName: true, email: true, city: true, state: true, country: true, segment: true })
export type ProfileChanges = ReturnType<typeof profileSchema.parse>
export type ProfileField = keyof ProfileChanges

/** What the form holds: every field as text ('' for no segment). */
export type ProfileFormValues = Record<ProfileField, string>

export function toFormValues(user: User): ProfileFormValues {
  return { fullName: user.fullName, email: user.email, city: user.city, state: user.state, country: user.country, segment: user.segment ?? '' }
}

const EMAIL_INVALID = 'Enter a valid e-mail address, or leave it empty.'

export type ProfileCheck = { ok: true; changes: ProfileChanges } | { ok: false; errors: Partial<Record<ProfileField, string>> }

/** The cleaned profile object (trimmed, no empty segment), or a message per field. */
export function checkProfile(values: ProfileFormValues): ProfileCheck {
  const { segment, ...rest } = values
  const parsed = profileSchema.safeParse({ ...rest, email: rest.email.trim(), segment: segment === '' ? undefined : segment })
  if (parsed.success) return { ok: true, changes: parsed.data }
  const errors: Partial<Record<ProfileField, string>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField | undefined
    if (!field || errors[field]) continue
    errors[field] =
      field === 'email' ? EMAIL_INVALID : issue.code === 'too_big' ? `Use at most ${String(issue.maximum)} characters.` : issue.message
  }
  return { ok: false, errors }
}
