import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { formatDate } from '../../../lib/format'
import { usePropertyScore } from '../api/get-property-score'

/** How the listing's score was reached: each factor's points, flags, and an admin's override; "Not scored yet" before the first evaluation. */
export function ScorePanel({ propertyId }: { propertyId: string }) {
  const { data: score, error, isPending, refetch } = usePropertyScore(propertyId)
  return (
    <section aria-labelledby="score-heading" className="grid gap-2">
      <h2 id="score-heading" className="text-lg font-bold text-slate-900">
        Score
      </h2>
      {isPending ? <LoadingDots /> : null}
      {error ? <RetryNotice onRetry={() => void refetch()}>The score could not be loaded: {error.message}</RetryNotice> : null}
      {score === null ? <p className="text-sm text-slate-700">Not scored yet.</p> : null}
      {score ? (
        <div className="grid gap-2 text-sm text-slate-800">
          <p>
            <span className="text-2xl font-extrabold text-slate-900">{score.effective}</span> / 100
            {score.override ? ` (computed ${score.computed}, set by an admin)` : ''} · computed {formatDate(score.computedAt)}
          </p>
          {score.override ? (
            <p className="wrap-anywhere rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
              Override {score.override.score} on {formatDate(score.override.at)}: {score.override.reason}
            </p>
          ) : null}
          <ul className="grid gap-1">
            {score.factors.map((factor) => (
              <li key={factor.key} className="flex flex-wrap justify-between gap-x-3 rounded-lg bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200">
                <span className="font-semibold">{factor.label}</span>
                <span>
                  {factor.points} of {factor.maxPoints}
                </span>
                <span className="basis-full wrap-anywhere text-slate-600">{factor.reason}</span>
              </li>
            ))}
          </ul>
          {score.flags.length > 0 ? (
            <p>
              <span className="font-semibold">Flags:</span> {score.flags.join(', ')}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
