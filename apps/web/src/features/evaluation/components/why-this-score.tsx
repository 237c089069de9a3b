import { LoadingDots } from '../../../components/ui/loading-dots'
import { usePropertyScore } from '../api/get-property-score'
import { ScoreFactors, ScoreFlags } from './score-factors'

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' })

/** "Why this score": the listing's automatic evaluation, factor by factor (loaded by WhyThisScoreSection when it comes near the screen). */
export default function WhyThisScore({ propertyId }: { propertyId: string }) {
  const { data: score, error, isPending } = usePropertyScore(propertyId)
  if (isPending) return <LoadingDots />
  if (error) return <p className="text-sm text-slate-600">The score could not be loaded: {error.message}</p>
  if (!score) return <p className="text-sm text-slate-600">This property has not been scored yet.</p>
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        <span className="text-3xl font-extrabold text-slate-900 tabular-nums">{score.effective}</span> / 100, worked out by Vishwas from what the listing shows
        and what has been checked (last changed {dateTime.format(new Date(score.computedAt))}).
      </p>
      {score.override ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
          Set to {score.override.score} by our team (the rules give {score.computed}): <span className="wrap-anywhere">{score.override.reason}</span>
        </p>
      ) : null}
      <ScoreFlags flags={score.flags} />
      <ScoreFactors factors={score.factors} />
    </div>
  )
}
