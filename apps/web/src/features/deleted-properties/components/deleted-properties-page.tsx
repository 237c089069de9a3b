import { useState } from 'react'
import { Link } from 'react-router'
import { PROPERTY_RESTORE_DAYS, UNTITLED_PROPERTY } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { env } from '../../../config/env'
import { sellerPropertyHref } from '../../../config/paths'
import { humanize } from '../../../lib/format'
import { useDeletedProperties, type DeletedProperty } from '../api/get-deleted-properties'
import { useRestoreProperty } from '../api/restore-property'
import { PageStepper } from '../../../components/ui/pagination'

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })
const when = (value: string) => <time dateTime={value}>{dateTime.format(new Date(value))}</time>

function DeletedRow({ entry }: { entry: DeletedProperty }) {
  const restore = useRestoreProperty()
  const title = entry.title || UNTITLED_PROPERTY
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere text-slate-900">{title}</p>
        <p className="text-slate-600">
          <span className="font-mono">{entry.reference}</span> · {[entry.city, entry.state].filter(Boolean).join(', ')} · was {humanize(entry.status).toLowerCase()}
        </p>
        <p className="text-slate-600">
          Deleted {when(entry.deletedAt)} by {entry.deletedBy.name || 'a user whose account no longer exists'} · restorable until {when(entry.restorableUntil)}
        </p>
        {restore.error ? (
          <p role="alert" className="text-red-800">
            {restore.error.message}
          </p>
        ) : null}
        {restore.isSuccess ? (
          <p role="status" className="text-teal-800">
            Restored. <Link className="font-semibold underline" to={sellerPropertyHref(entry.id)}>
              Open it
            </Link>
          </p>
        ) : null}
      </div>
      {restore.isSuccess ? null : (
        <Button variant="secondary" size="sm" disabled={restore.isPending} onClick={() => restore.mutate(entry.id)} aria-label={`Restore ${title}`}>
          {restore.isPending ? 'Restoring...' : 'Restore'}
        </Button>
      )}
    </li>
  )
}

/** /admin/deleted-properties: deleted listings an admin can still restore (a small page until the admin console). */
export function DeletedPropertiesPage() {
  const [page, setPage] = useState(1)
  const { data, error, isPending, refetch } = useDeletedProperties(page)
  const pages = data?.pagination.pages ?? 1
  return (
    <Card className="p-5 sm:p-7">
      <title>{`Deleted properties | ${env.brandName}`}</title>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Deleted properties</h1>
      <p className="mt-1 text-sm text-slate-600">
        A deleted listing is hidden everywhere. Restore it within {PROPERTY_RESTORE_DAYS} days to bring it back with its owners and history; after that it is
        deleted for good.
      </p>
      {isPending ? <LoadingDots /> : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          The deleted properties could not be loaded: {error.message}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {data && data.properties.length === 0 ? <p className="mt-4 text-sm text-slate-700">No deleted properties can be restored.</p> : null}
      {data && data.properties.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-2">
          {data.properties.map((entry) => (
            <DeletedRow key={entry.id} entry={entry} />
          ))}
        </ul>
      ) : null}
      <PageStepper page={page} pages={pages} onPage={setPage} label="Deleted properties pages" />
    </Card>
  )
}
