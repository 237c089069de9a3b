import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { propertyHref } from '../../../config/paths'
import { formatDate } from '../../../lib/format'
import { useAnswerRequest } from '../api/answer-request'
import { useIncomingRequests } from '../api/get-incoming-requests'

/** The seller's portfolio: dealers asking to represent their listings; accepting makes the dealer the listing's current dealer. Nothing when none wait. */
export function IncomingRequests() {
  const { data } = useIncomingRequests()
  const answer = useAnswerRequest()
  if (!data || data.requests.length === 0) return null
  return (
    <section aria-labelledby="incoming-requests-heading" className="flex flex-col gap-2 rounded-2xl bg-white/90 p-4 shadow-sm">
      <h2 id="incoming-requests-heading" className="text-base font-bold text-slate-900">
        Dealers asking to represent your listings
      </h2>
      {answer.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {answer.error.message}
        </p>
      ) : null}
      <ul className="flex flex-col divide-y divide-slate-100">
        {data.requests.map((request) => {
          const busy = answer.isPending && answer.variables.id === request.id
          const who = request.dealerName || 'A dealer'
          return (
            <li key={request.id} className="flex flex-wrap items-center gap-2 py-3">
              <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                <p className="text-sm text-slate-900">
                  <span className="font-semibold">{who}</span>
                  {' asks to represent '}
                  <Link to={propertyHref(request.property.reference)} className="font-semibold wrap-anywhere underline underline-offset-2">
                    {request.property.title}
                  </Link>
                </p>
                {request.message ? <p className="text-sm wrap-anywhere whitespace-pre-line text-slate-700">{request.message}</p> : null}
                <p className="text-xs text-slate-500">{`${request.property.reference} · ${formatDate(request.createdAt) ?? ''}`}</p>
              </div>
              <Button size="sm" disabled={busy} aria-label={`Accept ${who} for ${request.property.title}`} onClick={() => answer.mutate({ id: request.id, accept: true })}>
                Accept
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} aria-label={`Decline ${who} for ${request.property.title}`} onClick={() => answer.mutate({ id: request.id, accept: false })}>
                Decline
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
