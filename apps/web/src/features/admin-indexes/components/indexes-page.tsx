import { useId } from 'react'
import { useSearchParams } from 'react-router'
import type { DatabaseIndexView, IndexStatisticsView } from '@vishwas/domain'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Pagination } from '../../../components/ui/pagination'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { env } from '../../../config/env'
import { paths } from '../../../config/paths'
import { formatDate, plural } from '../../../lib/format'
import { useDatabaseIndexes, type IndexesQuery } from '../api/get-database-indexes'

const sortChoices: { value: string; label: string }[] = [
  { value: 'size:desc', label: 'Largest first' },
  { value: 'scans:asc', label: 'Fewest scans' },
  { value: 'scans:desc', label: 'Most scans' },
  { value: 'rowsRead:desc', label: 'Most rows read' },
  { value: 'table:asc', label: 'Table' },
  { value: 'name:asc', label: 'Name' },
]
const count = new Intl.NumberFormat('en-IN')
const field = 'mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500'

/** 1536 -> '1.5 kB': binary sizes as PostgreSQL's pg_size_pretty writes them. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`
}

function lastUsed(index: DatabaseIndexView, statistics: IndexStatisticsView): string {
  if (!statistics.lastUseRecorded) return statistics.lastUseNote ?? 'not recorded'
  return index.lastUsedAt ? (formatDate(index.lastUsedAt) ?? index.lastUsedAt) : 'never'
}

function IndexRow({ index, statistics }: { index: DatabaseIndexView; statistics: IndexStatisticsView }) {
  return (
    <li className="grid gap-1 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-200">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold wrap-anywhere text-slate-900">{index.name}</span>
        {index.isPrimary ? <Badge tone="teal">Primary key</Badge> : index.isUnique ? <Badge tone="teal">Unique</Badge> : null}
        {index.isUnused ? <Badge tone="rose">Never used</Badge> : null}
        {index.isValid ? null : <Badge tone="amber">Invalid</Badge>}
      </p>
      <p className="wrap-anywhere text-slate-700">
        <span className="font-semibold">{index.table}</span> ({index.columns.join(', ')}){index.included.length > 0 ? ` including ${index.included.join(', ')}` : ''}
      </p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-slate-700 sm:grid-cols-4">
        <div>
          <dt className="text-xs font-semibold text-slate-600">Size</dt>
          <dd>{formatBytes(index.sizeBytes)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-slate-600">Scans</dt>
          <dd>{count.format(index.scans)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-slate-600">Rows read</dt>
          <dd>{count.format(index.rowsRead)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-slate-600">Last used</dt>
          <dd>{lastUsed(index, statistics)}</dd>
        </div>
      </dl>
    </li>
  )
}

function queryOf(params: URLSearchParams): IndexesQuery {
  const [sortBy, sortOrder] = (params.get('sort') ?? 'size:desc').split(':')
  const known = sortChoices.some((choice) => choice.value === `${sortBy}:${sortOrder}`)
  return {
    sortBy: (known ? sortBy : 'size') as IndexesQuery['sortBy'],
    sortOrder: (known ? sortOrder : 'desc') as IndexesQuery['sortOrder'],
    unusedOnly: params.get('unused') === '1',
    page: Math.max(1, Number(params.get('page')) || 1),
  }
}

/** /admin/indexes: the database's indexes (read only) with size, scans, rows read and last use, flagging those never used. */
export function IndexesPage() {
  const [params, setParams] = useSearchParams()
  const query = queryOf(params)
  const { data, error, isPending, refetch } = useDatabaseIndexes(query)
  const sortId = useId()
  const change = (key: string, value: string | null) => {
    const next = new URLSearchParams(params)
    if (value === null) next.delete(key)
    else next.set(key, value)
    next.delete('page')
    setParams(next)
  }
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(page))
    return `${paths.adminIndexes}?${next.toString()}`
  }
  const statistics = data?.statistics
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <title>{`Database indexes | ${env.brandName}`}</title>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Database indexes</h1>
      {statistics ? (
        <p className="text-sm text-slate-700">
          Use is counted since the statistics were {statistics.resetAt ? `last reset on ${formatDate(statistics.resetAt)}` : 'first collected (they have not been reset)'}.
          {statistics.lastUseRecorded ? '' : ' This database does not record when an index was last used (PostgreSQL 16 and later do).'} An index never used in that time
          may still serve a rare query: check before dropping it.
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-44">
          <label htmlFor={sortId} className="block text-xs font-semibold text-slate-700">
            Sort
          </label>
          <select id={sortId} value={`${query.sortBy}:${query.sortOrder}`} onChange={(event) => change('sort', event.target.value)} className={field}>
            {sortChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-10 items-center gap-2 text-sm font-semibold text-slate-800">
          <input type="checkbox" checked={query.unusedOnly} onChange={(event) => change('unused', event.target.checked ? '1' : null)} className="size-5 accent-teal-700" />
          Only indexes never used
        </label>
      </div>
      {isPending ? <LoadingDots /> : null}
      {error ? <RetryNotice onRetry={() => void refetch()}>The indexes could not be loaded: {error.message}</RetryNotice> : null}
      {data ? (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {plural(data.pagination.total, 'index', 'indexes')}
          </p>
          <ul className="grid gap-2">
            {data.indexes.map((index) => (
              <IndexRow key={`${index.schema}.${index.name}`} index={index} statistics={data.statistics} />
            ))}
          </ul>
          <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={hrefFor} label="Index pages" />
        </>
      ) : null}
    </Card>
  )
}
