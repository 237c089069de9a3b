import { useId, useState, type FormEvent } from 'react'
import { indianStates, userSegments, type User } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Notice } from '../../../components/ui/notice'
import { humanize } from '../../../lib/format'
import { useUpdateProfile } from '../api/update-profile'
import { checkProfile, toFormValues, type ProfileField, type ProfileFormValues } from '../profile-form-values'

const field =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400 aria-[invalid=true]:border-rose-500'
const label = 'block text-sm font-medium text-slate-700'

export const PROFILE_SAVED = 'Your profile has been saved.'

interface ProfileFormProps {
  user: User
  onSaved?: (user: User) => void
}

/** Name, e-mail, city, state, country and segment, checked with the domain's user schema. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const id = useId()
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(user))
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({})
  const save = useUpdateProfile(user.did, (saved) => {
    setValues(toFormValues(saved))
    onSaved?.(saved)
  })

  const set = (name: ProfileField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }))
    save.reset()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const check = checkProfile(values)
    if (!check.ok) {
      setErrors(check.errors)
      return
    }
    setErrors({})
    save.mutate(check.changes)
  }

  const describe = (name: ProfileField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: field,
  })

  const errorOf = (name: ProfileField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-rose-700">
        {errors[name]}
      </p>
    ) : null

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">Edit profile</h2>
      <form onSubmit={submit} noValidate aria-label="Edit profile" className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-fullName`} className={label}>
            Full name
          </label>
          <input type="text" autoComplete="name" {...describe('fullName')} />
          {errorOf('fullName')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-email`} className={label}>
            E-mail
          </label>
          <input type="email" autoComplete="email" inputMode="email" {...describe('email')} />
          {errorOf('email')}
        </div>
        <div>
          <label htmlFor={`${id}-city`} className={label}>
            City
          </label>
          <input type="text" autoComplete="address-level2" {...describe('city')} />
          {errorOf('city')}
        </div>
        <div>
          <label htmlFor={`${id}-state`} className={label}>
            State
          </label>
          <select {...describe('state')}>
            <option value="">Choose a state</option>
            {values.state && !(indianStates as readonly string[]).includes(values.state) ? <option value={values.state}>{values.state}</option> : null}
            {indianStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
          {errorOf('state')}
        </div>
        <div>
          <label htmlFor={`${id}-country`} className={label}>
            Country
          </label>
          <input type="text" autoComplete="country-name" {...describe('country')} />
          {errorOf('country')}
        </div>
        <div>
          <label htmlFor={`${id}-segment`} className={label}>
            I am mostly a
          </label>
          <select {...describe('segment')}>
            <option value="">Prefer not to say</option>
            {userSegments.map((segment) => (
              <option key={segment} value={segment}>
                {humanize(segment)}
              </option>
            ))}
          </select>
          {errorOf('segment')}
        </div>
        <div className="grid gap-3 sm:col-span-2">
          {save.isSuccess ? <Notice tone="info">{PROFILE_SAVED}</Notice> : null}
          {save.isError ? (
            <Notice tone="error" role="alert">
              {save.error.message}
            </Notice>
          ) : null}
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto sm:justify-self-start">
            {save.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
