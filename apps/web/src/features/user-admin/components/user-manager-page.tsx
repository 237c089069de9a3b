import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { kycStatuses, roleLabel } from '@vishwas/domain'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { env } from '../../../config/env'
import { adminUserEditHref, paths } from '../../../config/paths'
import { humanize } from '../../../lib/format'
import type { UserListFilter } from '../api/admin-user-types'
import { useUsers } from '../api/get-users'
import { field, label } from './field-styles'
import { PageStepper } from '../../../components/ui/pagination'

type Filters = Omit<UserListFilter, 'page'>

/** Drops empty filters so the query string carries only what was chosen. */
const chosen = (filters: Filters): Filters => Object.fromEntries(Object.entries(filters).filter(([, value]) => value))

/** /admin/usermanager: every user, searched by name, phone or e-mail and filtered by role, KYC status and suspension. */
export function UserManagerPage() {
  const id = useId()
  const [draft, setDraft] = useState<Filters>({ search: '', role: '', kycStatus: '', suspended: '', dealerPending: '' })
  const [filters, setFilters] = useState<Filters>({})
  const [page, setPage] = useState(1)
  const { data, error, isPending, isFetching, refetch } = useUsers({ ...filters, page })
  const pages = data?.pagination.pages ?? 1
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFilters(chosen(draft))
    setPage(1)
  }
  return (
    <Card className="p-5 sm:p-7">
      <title>{`Users | ${env.brandName}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Users</h1>
        <Link to={paths.adminUserCreate} className={buttonClasses('primary', 'sm')}>
          Add a user
        </Link>
      </div>
      <form onSubmit={submit} role="search" aria-label="Find users" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <label htmlFor={`${id}-search`} className={label}>
            Name, phone or e-mail
          </label>
          <input id={`${id}-search`} type="search" className={field} value={draft.search} onChange={set('search')} />
        </div>
        <div>
          <label htmlFor={`${id}-role`} className={label}>
            Role
          </label>
          <select id={`${id}-role`} className={field} value={draft.role} onChange={set('role')}>
            <option value="">Any role</option>
            <option value="admin">Admin</option>
            <option value="seller">Seller</option>
            <option value="dealer">Dealer</option>
            <option value="none">No role</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-kyc`} className={label}>
            KYC status
          </label>
          <select id={`${id}-kyc`} className={field} value={draft.kycStatus} onChange={set('kycStatus')}>
            <option value="">Any</option>
            {kycStatuses.map((status) => (
              <option key={status} value={status}>
                {humanize(status)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-suspended`} className={label}>
            Standing
          </label>
          <select id={`${id}-suspended`} className={field} value={draft.suspended} onChange={set('suspended')}>
            <option value="">Everyone</option>
            <option value="true">Suspended</option>
            <option value="false">Not suspended</option>
          </select>
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800 sm:col-span-2 lg:col-span-5">
          <input
            type="checkbox"
            className="size-5 accent-teal-700"
            checked={draft.dealerPending === 'true'}
            onChange={(event) => setDraft((current) => ({ ...current, dealerPending: event.target.checked ? 'true' : '' }))}
          />
          Only dealer applications waiting for a decision
        </label>
        <div className="sm:col-span-2 lg:col-span-5">
          <Button type="submit">Find users</Button>
        </div>
      </form>
      {isPending ? <LoadingDots /> : null}
      {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
      {data ? (
        <p role="status" className="mt-4 text-sm text-slate-600" aria-busy={isFetching}>
          {data.pagination.total === 1 ? '1 user' : `${data.pagination.total} users`}
        </p>
      ) : null}
      {data && data.users.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-2" aria-label="Users">
          {data.users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
              <div className="min-w-0">
                <Link to={adminUserEditHref(user.id)} className="font-semibold wrap-anywhere text-teal-800 underline underline-offset-2">
                  {user.fullName || user.email || user.phoneNumber || 'Unnamed user'}
                </Link>
                <p className="wrap-anywhere text-slate-600">{[user.phoneNumber, user.email].filter(Boolean).join(' · ')}</p>
              </div>
              <p className="text-slate-700">
                {roleLabel(user.roles)} · KYC {humanize(user.kycStatus).toLowerCase()}
                {user.suspended ? <span className="ml-1 font-semibold text-rose-800">· Suspended</span> : null}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <PageStepper page={page} pages={pages} onPage={setPage} label="User pages" />
    </Card>
  )
}
