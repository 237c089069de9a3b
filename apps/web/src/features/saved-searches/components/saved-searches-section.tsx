import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { paths } from '../../../config/paths'
import { formatDate } from '../../../lib/format'
import { useDeleteSavedSearch } from '../api/delete-saved-search'
import { useSavedSearches } from '../api/get-saved-searches'
import { describeSearch } from './search-summary'

/** The profile's saved searches: each run again with one tap, or deleted. */
export function SavedSearchesSection() {
  const { data: searches, error, isPending, refetch } = useSavedSearches()
  const remove = useDeleteSavedSearch()
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="saved-searches-heading" className="flex flex-col gap-3">
        <h2 id="saved-searches-heading" className="text-lg font-bold text-slate-900">
          Saved searches
        </h2>
        {isPending ? <LoadingDots /> : null}
        {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
        {remove.isError ? (
          <p role="alert" className="text-sm font-medium text-rose-800">
            {remove.error.message}
          </p>
        ) : null}
        {searches && searches.length === 0 ? (
          <p className="text-sm text-slate-600">
            No saved searches yet. Search the listings on the{' '}
            <Link to={paths.home} className="font-semibold text-teal-800 underline underline-offset-2">
              home page
            </Link>{' '}
            and choose “Save this search”.
          </p>
        ) : null}
        {searches && searches.length > 0 ? (
          <ul className="flex flex-col divide-y divide-slate-100">
            {searches.map((search) => (
              <li key={search.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold wrap-anywhere text-slate-900">{search.name}</p>
                  <p className="text-sm wrap-anywhere text-slate-600">{describeSearch(search.query)}</p>
                  <p className="text-xs text-slate-500">{`Saved ${formatDate(search.createdAt) ?? ''}`}</p>
                </div>
                <Link to={search.query ? `${paths.home}?${search.query}` : paths.home} className={buttonClasses('primary', 'sm')} aria-label={`Run search: ${search.name}`}>
                  Run search
                </Link>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Delete ${search.name}`}
                  disabled={remove.isPending && remove.variables === search.id}
                  onClick={() => remove.mutate(search.id)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Card>
  )
}
