import type { ScoreFactor, ScoreFlag } from '@vishwas/domain'

/** Each factor's points out of its maximum as a bar, with the reason in words. */
export function ScoreFactors({ factors }: { factors: ScoreFactor[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {factors.map((factor) => (
        <li key={factor.key} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-semibold text-slate-900">{factor.label}</span>
            <span className="shrink-0 tabular-nums text-slate-700">
              {factor.points} / {factor.maxPoints}
            </span>
          </div>
          <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-full rounded-full bg-teal-600" style={{ width: `${(100 * factor.points) / Math.max(1, factor.maxPoints)}%` }} />
          </div>
          <p className="mt-1 text-slate-600 wrap-anywhere">{factor.reason}</p>
        </li>
      ))}
    </ul>
  )
}

export function ScoreFlags({ flags }: { flags: ScoreFlag[] }) {
  if (flags.length === 0) return null
  return (
    <ul className="flex flex-col gap-1 text-sm text-amber-900">
      {flags.map((flag) => (
        <li key={flag.key} className="rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
          {flag.message}
        </li>
      ))}
    </ul>
  )
}
