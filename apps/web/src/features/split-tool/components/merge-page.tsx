// Merging plots (issue #22): the properties ticked in the portfolio (`?ids=`), their merged
// outline on a map (the domain's mergePolygons), each one's contribution (equal by default,
// SPEC §5), the server's verdict on whether they can be merged, and the request.
import { useQueries } from '@tanstack/react-query'
import {
  DEFAULT_MERGE_REASON,
  UNTITLED_PROPERTY,
  buildMergeRequest,
  equalContribution,
  hasPrivateOwners,
  mergePolygons,
  messages,
  parseVertices,
  toSquareFeet,
  type Property,
} from '@vishwas/domain'
import { lazy, Suspense, useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { env } from '../../../config/env'
import { paths, sellerPropertyHref } from '../../../config/paths'
import { isApiError } from '../../../lib/api-client'
import { getPropertyQueryOptions } from '../../../lib/property-api'
import { useMergeProperties, useMergeValidity, type MergeSaved } from '../api/merge-properties'
import { partColour } from '../lib/part-colours'

const MergeMap = lazy(() => import('./merge-map'))

const MAX_MERGED = 20
const input = 'min-h-10 w-28 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900'

export function MergePage() {
  const [searchParams] = useSearchParams()
  const ids = useMemo(
    () => [...new Set((searchParams.get('ids') ?? '').split(',').map((id) => id.trim()).filter((id) => id !== ''))].slice(0, MAX_MERGED),
    [searchParams],
  )
  const results = useQueries({ queries: ids.map((id) => getPropertyQueryOptions(id)) })
  const failed = results.find((result) => result.error)
  const properties = results.flatMap((result) => (result.data && !hasPrivateOwners(result.data) ? [result.data] : []))
  return (
    <div className="flex flex-col gap-5">
      <title>{`Merge plots | ${env.brandName}`}</title>
      <Link to={paths.sellerProperties} className="w-fit rounded-lg bg-white/90 px-3 py-1.5 text-sm font-semibold text-teal-900 hover:bg-white">
        ← Back to the portfolio
      </Link>
      <Card className="grid gap-1 p-5 sm:p-6">
        <p className="text-sm font-semibold text-teal-800">Merge plots</p>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Merge {ids.length} properties into one</h1>
        <p className="text-sm text-slate-700">Plots merge only when their boundaries touch or overlap. An admin approves the merge before the merged plot becomes a draft.</p>
      </Card>
      {ids.length < 2 ? (
        <Notice tone="error" role="alert">
          {messages.mergeNeedsTwo}
        </Notice>
      ) : null}
      {failed?.error ? (
        <Notice tone="error" role="alert">
          {failed.error.message}
        </Notice>
      ) : null}
      {results.some((result) => result.isPending) ? <LoadingDots /> : null}
      {ids.length >= 2 && properties.length === ids.length ? <MergeForm key={ids.join(',')} properties={properties} /> : null}
    </div>
  )
}

function MergeForm({ properties }: { properties: Property[] }) {
  const ids = useMemo(() => properties.map((property) => property.id), [properties])
  const validity = useMergeValidity(ids)
  const merge = useMergeProperties()
  const [contributions, setContributions] = useState(() => properties.map(() => String(Math.round(equalContribution(properties.length) * 100) / 100)))
  const [title, setTitle] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [saved, setSaved] = useState<MergeSaved | null>(null)
  const sources = useMemo(
    () => properties.map((property) => ({ id: property.id, name: property.basicInfo.title || UNTITLED_PROPERTY, ring: parseVertices(property.location.geofence.vertices) })),
    [properties],
  )
  const merged = useMemo(() => mergePolygons(sources.map((source) => source.ring)), [sources])
  const totalSqft = properties.reduce((sum, property) => sum + toSquareFeet(property.specifications.area.total, property.specifications.area.unit), 0)
  const isEqual = contributions.every((value) => Math.abs(Number(value) - equalContribution(properties.length)) < 0.01)

  const submit = () => {
    setProblem(null)
    const built = buildMergeRequest(
      properties.map((property) => ({ id: property.id })),
      { now: new Date(), reason: DEFAULT_MERGE_REASON, ...(title.trim() ? { targetPropertyData: { basicInfo: { title: title.trim() } } } : {}) },
    )
    if (!built.ok) return setProblem(built.error)
    // Equal shares go as the server's default; anything else as typed.
    const request = isEqual
      ? { ...built.value, sourceProperties: built.value.sourceProperties.map(({ propertyId }) => ({ propertyId })) }
      : { ...built.value, sourceProperties: built.value.sourceProperties.map(({ propertyId }, index) => ({ propertyId, contribution: Number(contributions[index]) || 0 })) }
    merge.mutate(request, {
      onSuccess: setSaved,
      onError: (failure) => setProblem(isApiError(failure) ? failure.message : 'The merge could not be sent. Please try again.'),
    })
  }

  if (saved) {
    return (
      <Notice tone="info">
        Merge requested: <Link className="font-semibold underline" to={sellerPropertyHref(saved.property.id)}>{saved.property.basicInfo.title}</Link> ({saved.property.reference}) is pending approval.
      </Notice>
    )
  }
  return (
    <>
      {validity.data && !validity.data.isValid ? (
        <Notice tone="warning" role="alert">
          {validity.data.message}
        </Notice>
      ) : null}
      {problem ? (
        <Notice tone="error" role="alert">
          {problem}
        </Notice>
      ) : null}
      <Card className="grid gap-4 p-5 sm:p-6">
        <Suspense fallback={<LoadingDots message="Loading the map..." />}>
          <MergeMap sources={sources} merged={merged} />
        </Suspense>
        <p className="text-sm text-slate-700">
          {merged.length === 1 ? 'The plots form one outline' : `The plots form ${merged.length} separate outlines: they do not touch`} · total{' '}
          {new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(totalSqft)} sq.ft.
        </p>
        <ul className="grid gap-2">
          {properties.map((property, index) => (
            <li key={property.id} className="flex flex-wrap items-center gap-3 text-sm">
              <span aria-hidden className="inline-block size-3 rounded-sm" style={{ backgroundColor: partColour(index) }} />
              <span className="min-w-0 flex-1 font-semibold text-slate-900">
                {property.basicInfo.title || UNTITLED_PROPERTY} <span className="font-normal text-slate-600">({property.reference})</span>
              </span>
              <label className="flex items-center gap-2">
                Contribution (%)
                <input
                  className={input}
                  type="number"
                  min={0}
                  max={100}
                  step="any"
                  value={contributions[index]}
                  onChange={(event) => setContributions((current) => current.map((value, at) => (at === index ? event.target.value : value)))}
                />
              </label>
            </li>
          ))}
        </ul>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Title of the merged plot (optional)
          <input className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm" maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <Button className="w-fit" onClick={submit} disabled={merge.isPending || validity.data?.isValid === false}>
          {merge.isPending ? 'Sending...' : 'Request merge'}
        </Button>
      </Card>
    </>
  )
}
