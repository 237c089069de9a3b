import { useState } from 'react'
import { Link } from 'react-router'
import { MAX_SHORTLIST_COMPARED, MIN_COMPARED } from '@vishwas/domain'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { env } from '../../../config/env'
import { paths, shortlistCompareHref, signInHref } from '../../../config/paths'
import { plural } from '../../../lib/format'
import { useListingsByIds } from '../api/get-listings-by-ids'
import { useShortlist } from '../hooks/use-shortlist'
import { ShortlistCard } from './shortlist-card'

/** /shortlist: the hearted listings, and 2 to 4 of them ticked to compare side by side. */
export function ShortlistPage() {
  const shortlist = useShortlist()
  const { data: listings, error, isPending, refetch } = useListingsByIds(shortlist.ids)
  const [ticked, setTicked] = useState<readonly string[]>([])
  const selected = ticked.filter((id) => shortlist.ids.includes(id))
  const shown = new Set((listings ?? []).map((property) => property.id))
  // Shortlisted listings the public no longer sees (taken down, or deleted).
  const gone = listings ? shortlist.ids.filter((id) => !shown.has(id)) : []

  const select = (id: string, isSelected: boolean) => setTicked((current) => (isSelected ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id)))

  return (
    <div className="flex flex-col gap-5">
      <title>{`My shortlist | ${env.brandName}`}</title>
      <Card className="p-5 sm:p-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">My shortlist</h1>
        <p className="mt-1 text-sm text-slate-600 sm:text-base">
          {shortlist.keptIn === 'account'
            ? 'The listings you hearted, kept with your account on every device.'
            : 'The listings you hearted, kept in this browser. When you sign in they join your account.'}
        </p>
        {shortlist.keptIn === 'browser' ? (
          <Link to={signInHref({ pathname: paths.shortlist, search: '' })} className="mt-2 inline-block text-sm font-semibold text-teal-800 underline underline-offset-2">
            Sign in to keep your shortlist
          </Link>
        ) : null}
      </Card>

      {shortlist.isLoading || (isPending && shortlist.ids.length > 0) ? <LoadingDots /> : null}
      {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}

      {!shortlist.isLoading && shortlist.ids.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">Nothing shortlisted yet.</p>
          <p className="mt-1 text-sm text-slate-600">Tap the heart on a listing to keep it here and compare it with others.</p>
          <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-4')}>
            Browse listings
          </Link>
        </Card>
      ) : null}

      {listings && listings.length > 0 ? (
        <section aria-labelledby="shortlist-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white/90 px-4 py-2">
            <h2 id="shortlist-heading" className="text-base font-bold text-slate-900">
              {plural(listings.length, 'listing')}
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-slate-600" aria-live="polite">
                {selected.length < MIN_COMPARED ? `Tick ${MIN_COMPARED} to ${MAX_SHORTLIST_COMPARED} listings to compare them.` : `${selected.length} ticked.`}
              </p>
              {selected.length >= MIN_COMPARED ? (
                <Link to={shortlistCompareHref(selected)} className={buttonClasses('primary', 'sm')}>
                  {`Compare ${selected.length}`}
                </Link>
              ) : (
                <Button size="sm" disabled>
                  Compare
                </Button>
              )}
            </div>
          </div>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((property) => (
              <li key={property.id} className="flex">
                <ShortlistCard
                  property={property}
                  isSelected={selected.includes(property.id)}
                  canSelect={selected.length < MAX_SHORTLIST_COMPARED}
                  onSelectedChange={(isSelected) => select(property.id, isSelected)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {gone.length > 0 ? (
        <Notice
          tone="warning"
          action={
            <Button size="sm" variant="secondary" onClick={() => void Promise.all(gone.map((id) => shortlist.remove(id))).catch(() => undefined)}>
              Remove {gone.length === 1 ? 'it' : 'them'}
            </Button>
          }
        >
          {gone.length === 1 ? 'A listing you shortlisted is no longer listed.' : `${gone.length} listings you shortlisted are no longer listed.`}
        </Notice>
      ) : null}
    </div>
  )
}
