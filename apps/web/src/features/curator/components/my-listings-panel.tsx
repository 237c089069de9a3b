import { useState } from 'react'
import { Link } from 'react-router'
import { MAX_FEATURED_LISTINGS, UNTITLED_PROPERTY, type Property } from '@vishwas/domain'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { propertyHref } from '../../../config/paths'
import { formatDate } from '../../../lib/format'
import { useDealerListings, type DealerSpell } from '../api/get-dealer-listings'
import { useFeatured } from '../api/get-featured'
import { useReleaseListing } from '../api/release-listing'
import { useSetFeatured } from '../api/set-featured'
import { NoteEditor } from './note-editor'

/** The dealer's listings, now and before (the by-dealer search with history), with release, feature and private notes. */
export function MyListingsPanel({ dealerId }: { dealerId: string }) {
  const [page, setPage] = useState(1)
  const { data, error, isPending, refetch } = useDealerListings({ dealerId, page })
  const featured = useFeatured()
  const setFeatured = useSetFeatured()
  const release = useReleaseListing()
  const [releasing, setReleasing] = useState<Property | null>(null)
  const featuredIds = new Set((featured.data ?? []).map((f) => f.id))
  return (
    <section aria-labelledby="curator-listings-heading" className="flex flex-col gap-3">
      <h2 id="curator-listings-heading" className="text-lg font-bold text-slate-900">
        My listings
      </h2>
      {isPending ? <LoadingDots /> : null}
      {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
      {setFeatured.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {setFeatured.error.message}
        </p>
      ) : null}
      {data && data.properties.length === 0 ? (
        <p className="text-sm text-slate-600">You do not represent any listing yet. Ask to represent one under Requests, or ask an owner to name you as their dealer.</p>
      ) : null}
      {data && data.properties.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-100">
          {data.properties.map((property) => (
            <ListingRow
              key={property.id}
              property={property}
              dealerId={dealerId}
              spells={data.history.filter((spell) => spell.propertyId === property.id)}
              isFeatured={featuredIds.has(property.id)}
              canFeature={featuredIds.size < MAX_FEATURED_LISTINGS}
              featureBusy={setFeatured.isPending && setFeatured.variables.reference === property.reference}
              onFeature={(next) => setFeatured.mutate({ reference: property.reference, featured: next })}
              onRelease={() => setReleasing(property)}
            />
          ))}
        </ul>
      ) : null}
      {data && data.pagination.pages > 1 ? (
        <nav aria-label="Pages of your listings" className="flex items-center gap-2">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-600">{`Page ${page} of ${data.pagination.pages}`}</span>
          <Button size="sm" variant="secondary" disabled={page >= data.pagination.pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
      {releasing ? (
        <ConfirmDialog
          title={`Release ${releasing.reference}?`}
          confirmLabel="Release listing"
          busyLabel="Releasing…"
          isBusy={release.isPending}
          {...(release.isError ? { error: release.error.message } : {})}
          onCancel={() => {
            release.reset()
            setReleasing(null)
          }}
          onConfirm={() => release.mutate(releasing.reference, { onSuccess: () => setReleasing(null) })}
        >
          You will no longer represent “{releasing.basicInfo.title || UNTITLED_PROPERTY}”. It leaves your featured row, its owners are told, and your time on it stays in its dealer history.
        </ConfirmDialog>
      ) : null}
    </section>
  )
}

function ListingRow(props: {
  property: Property
  dealerId: string
  spells: DealerSpell[]
  isFeatured: boolean
  canFeature: boolean
  featureBusy: boolean
  onFeature: (featured: boolean) => void
  onRelease: () => void
}) {
  const { property, dealerId, spells, isFeatured } = props
  const [noteOpen, setNoteOpen] = useState(false)
  const isCurrent = property.dealerInfo.currentDealer?.userId === dealerId
  const title = property.basicInfo.title || UNTITLED_PROPERTY
  const lastSpell = spells.reduce<DealerSpell | undefined>((last, spell) => (!last || spell.assignedAt > last.assignedAt ? spell : last), undefined)
  const address = property.location.address
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-start gap-2">
        {/* On a phone the badges go under the title rather than squeezing it. */}
        <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
          <Link to={propertyHref(property.reference)} className="font-semibold wrap-anywhere text-slate-900 underline-offset-2 hover:underline">
            {title}
          </Link>
          <p className="text-sm text-slate-600">{[property.reference, address.locality, address.city].filter(Boolean).join(' · ')}</p>
          {!isCurrent && lastSpell?.unassignedAt ? <p className="text-xs text-slate-500">{`Represented until ${formatDate(lastSpell.unassignedAt) ?? ''}`}</p> : null}
        </div>
        <Badge tone={isCurrent ? 'teal' : 'slate'}>{isCurrent ? 'Representing' : 'Before'}</Badge>
        <Badge tone="slate">{property.basicInfo.status}</Badge>
        {isFeatured ? <Badge tone="amber">Featured</Badge> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {isCurrent && property.basicInfo.status === 'active' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={props.featureBusy || (!isFeatured && !props.canFeature)}
            aria-label={`${isFeatured ? 'Unfeature' : 'Feature'} ${title}`}
            onClick={() => props.onFeature(!isFeatured)}
          >
            {isFeatured ? 'Unfeature' : 'Feature'}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" aria-expanded={noteOpen} aria-label={`Private note: ${title}`} onClick={() => setNoteOpen((open) => !open)}>
          Private note
        </Button>
        {isCurrent ? (
          <Button size="sm" variant="ghost" aria-label={`Release ${title}`} onClick={props.onRelease}>
            Release
          </Button>
        ) : null}
      </div>
      {noteOpen ? <NoteEditor dealerId={dealerId} reference={property.reference} title={title} /> : null}
    </li>
  )
}
