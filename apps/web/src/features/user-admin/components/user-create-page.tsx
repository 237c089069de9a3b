import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import type { Roles } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { env } from '../../../config/env'
import { adminUserEditHref } from '../../../config/paths'
import { useCreateUser, type NewUserInput } from '../api/create-user'
import { field, label } from './field-styles'
import { RolesFieldset } from './roles-fieldset'

const noRoles: Roles = { isAdmin: false, isSeller: false, isDealer: false }

/** /admin/user/create: a new user, who then signs in with the phone number given here. */
export function UserCreatePage() {
  const id = useId()
  const navigate = useNavigate()
  const create = useCreateUser()
  const [values, setValues] = useState<NewUserInput>({ phoneNumber: '', fullName: '', email: '', city: '', state: '', roles: noRoles })
  const set = (name: Exclude<keyof NewUserInput, 'roles'>) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    create.mutate(values, { onSuccess: (view) => void navigate(adminUserEditHref(view.user.id)) })
  }
  const text = (name: Exclude<keyof NewUserInput, 'roles'>, title: string, extra: Record<string, string> = {}) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={label}>
        {title}
      </label>
      <input id={`${id}-${name}`} className={field} value={values[name]} onChange={set(name)} {...extra} />
    </div>
  )
  return (
    <Card className="p-5 sm:p-7">
      <title>{`Add a user | ${env.brandName}`}</title>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Add a user</h1>
      <p className="mt-1 text-sm text-slate-600">They sign in with this phone number and a one-time code.</p>
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="New user">
        {text('phoneNumber', 'Phone number', { type: 'tel', autoComplete: 'off', required: 'true' })}
        {text('fullName', 'Full name')}
        {text('email', 'E-mail', { type: 'email' })}
        {text('city', 'City')}
        {text('state', 'State')}
        <div className="sm:col-span-2">
          <RolesFieldset roles={values.roles} onChange={(roles) => setValues((current) => ({ ...current, roles }))} />
        </div>
        {create.error ? (
          <p role="alert" className="text-sm font-medium text-rose-800 sm:col-span-2">
            {create.error.message}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add user'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
