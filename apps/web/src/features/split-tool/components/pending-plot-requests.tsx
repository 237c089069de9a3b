// Pending splits and merges across properties: the admins' approval queue (/admin/plot-requests),
// where each is approved or rejected with remarks, and the seller's own pending requests on the
// dashboard, each of which they may cancel. The server decides who may; the buttons follow it.
import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Pagination } from '../../../components/ui/pagination'
import { env } from '../../../config/env'
import { adminPropertyToolsHref, paths, sellerPropertyToolsHref } from '../../../config/paths'
import { isApiError } from '../../../lib/api-client'
import { useDecidePlotRequest, type PlotDecision } from '../api/decide-plot-request'
import { usePlotRequestList, type ListedPlotRequest } from '../api/get-plot-request-list'

const date = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

/** What the request does, in words: the plots it names by title where the caller may see them, else by reference. */
export function describePlotRequest(request: ListedPlotRequest): string {
  const titleOf = (id: string, reference: string) => request.properties.find((property) => property.id === id)?.title || reference
  if (request.type === 'split') {
    const { split } = request
    return `Split of ${titleOf(split.parentPropertyId, split.parentPropertyUID)} into ${split.resultingProperties.length} parts`
  }
  const sources = request.merge.sourceProperties.map((source) => titleOf(source.propertyId, source.propertyUID))
  return `Merge of ${sources.join(' and ')} into ${request.merge.resultPropertyUID}`
}

function PlotRequestItem({ request, isAdmin }: { request: ListedPlotRequest; isAdmin: boolean }) {
  const decide = useDecidePlotRequest()
  const [remarks, setRemarks] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const remarksId = useId()
  const record = request.type === 'split' ? request.split : request.merge
  const label = describePlotRequest(request)
  const run = (action: PlotDecision['action']) => {
    setFailure(null)
    const decision: PlotDecision =
      request.type === 'split' ? { kind: 'split', propertyId: request.split.parentPropertyId, id: record.id, action, remarks } : { kind: 'merge', id: record.id, action, remarks }
    decide.mutate(decision, { onError: (problem) => setFailure(isApiError(problem) ? problem.message : 'Something went wrong. Please try again.') })
  }
  const shares =
    request.type === 'split'
      ? request.split.resultingProperties.map((part) => `${part.name} (${part.portion.toFixed(2)}%)`)
      : request.merge.sourceProperties.map((source) => `${source.propertyUID} (${source.contribution.toFixed(2)}%)`)
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm" aria-label={label}>
      <p className="font-semibold wrap-anywhere text-slate-900">{label}</p>
      <p className="text-slate-600">
        Requested {date(request.type === 'split' ? request.split.splitDate : request.merge.mergeDate)} · {request.type === 'split' ? request.split.splitReason : request.merge.mergeReason}
        {record.remarks ? ` · Remarks: ${record.remarks}` : ''}
      </p>
      <p className="wrap-anywhere text-slate-700">{shares.join(' · ')}</p>
      {request.properties.length > 0 ? (
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {request.properties.map((property) => (
            <li key={property.id}>
              <Link className="text-teal-800 underline" to={isAdmin ? adminPropertyToolsHref(property.id) : sellerPropertyToolsHref(property.id)}>
                {property.reference}
              </Link>{' '}
              <span className="text-slate-600">{property.city}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      ) : null}
      <label htmlFor={remarksId} className="grid gap-1 font-medium text-slate-800">
        {isAdmin ? 'Remarks (sent with the decision)' : 'Remarks (why you cancel, optional)'}
        <textarea id={remarksId} className="min-h-14 rounded-lg border border-slate-300 bg-white p-2 text-sm" maxLength={2000} value={remarks} onChange={(event) => setRemarks(event.target.value)} />
      </label>
      <div className="flex flex-wrap gap-2">
        {isAdmin ? (
          <>
            <Button size="sm" disabled={decide.isPending} onClick={() => run('approved')}>
              Approve
            </Button>
            <Button variant="secondary" size="sm" disabled={decide.isPending} onClick={() => run('rejected')}>
              Reject
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="sm" disabled={decide.isPending} onClick={() => run('cancel')}>
            Cancel request
          </Button>
        )}
      </div>
    </li>
  )
}

/** /admin/plot-requests: every pending split and merge, newest first, to approve or reject. */
export function PlotRequestsQueuePage() {
  const [searchParams] = useSearchParams()
  const requested = Number(searchParams.get('page'))
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1
  const { data, error, isPending, refetch } = usePlotRequestList(page)
  return (
    <Card className="p-5 sm:p-7">
      <title>{`Pending splits and merges | ${env.brandName}`}</title>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Pending splits and merges</h1>
      <p className="mt-1 text-sm text-slate-600">
        Approving a split makes its parts drafts for their owners and the parent inactive; approving a merge makes the merged plot a draft and its sources
        inactive. Rejecting removes the proposed properties. The requester sees your remarks.
      </p>
      {isPending ? <LoadingDots /> : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          The pending requests could not be loaded: {error.message}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {data && data.requests.length === 0 ? <p className="mt-4 text-sm text-slate-700">No split or merge is waiting for a decision.</p> : null}
      {data && data.requests.length > 0 ? (
        <>
          <p className="mt-4 text-sm text-slate-700">{data.pagination.total === 1 ? '1 request is waiting.' : `${data.pagination.total} requests are waiting.`}</p>
          <ul className="mt-2 grid gap-3">
            {data.requests.map((request) => (
              <PlotRequestItem key={request.type === 'split' ? request.split.id : request.merge.id} request={request} isAdmin />
            ))}
          </ul>
        </>
      ) : null}
      <Pagination page={page} pages={data?.pagination.pages ?? 1} hrefFor={(target) => `${paths.adminPlotRequests}?page=${target}`} label="Pending requests pages" />
    </Card>
  )
}

/** The signed-in seller's pending splits and merges (made by them or naming a plot of theirs), each of which they may cancel; nothing when there are none. */
export function MyPlotRequestsCard() {
  const { data } = usePlotRequestList(1)
  if (!data || data.requests.length === 0) return null
  const more = data.pagination.total - data.requests.length
  return (
    <Card className="grid gap-3 p-5 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">Your pending splits and merges</h2>
      <p className="text-sm text-slate-600">An admin approves or rejects each; until then its plots cannot be changed. You may withdraw a request.</p>
      <ul className="grid gap-3">
        {data.requests.map((request) => (
          <PlotRequestItem key={request.type === 'split' ? request.split.id : request.merge.id} request={request} isAdmin={false} />
        ))}
      </ul>
      {more > 0 ? <p className="text-sm text-slate-600">{more} more pending; each is on its property's tools page.</p> : null}
    </Card>
  )
}
