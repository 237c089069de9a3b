import { useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { UNTITLED_PROPERTY, evaluationMessages } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { env } from '../../../config/env'
import { propertyHref } from '../../../config/paths'
import { useAdminScores, type AdminScoresFilter } from '../api/get-admin-scores'
import { useClearScoreOverride, useOverrideScore } from '../api/override-score'
import type { AdminPropertyScore } from '../api/types'
import { ScoreFactors, ScoreFlags } from './score-factors'
import { PageStepper } from '../../../components/ui/pagination'

type Show = 'all' | 'flagged' | 'overridden'
const shows: { value: Show; label: string }[] = [
  { value: 'all', label: 'All scores' },
  { value: 'flagged', label: 'Flagged' },
  { value: 'overridden', label: 'Overridden' },
]
const field = 'min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900'

function OverrideForm({ entry }: { entry: AdminPropertyScore }) {
  const override = useOverrideScore()
  const clear = useClearScoreOverride()
  const [score, setScore] = useState(String(entry.override?.score ?? entry.computed))
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim() === '') return setProblem(evaluationMessages.overrideReasonRequired)
    setProblem(null)
    override.mutate({ propertyId: entry.propertyId, score: Number(score), reason }, { onSuccess: () => setReason('') })
  }
  const failure = problem ?? override.error?.message ?? clear.error?.message
  const id = `override-${entry.propertyId}`
  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-2 text-sm" aria-label={`Override the score of ${entry.title || UNTITLED_PROPERTY}`}>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1" htmlFor={`${id}-score`}>
          <span className="font-semibold text-slate-800">Score (0 to 100)</span>
          <input id={`${id}-score`} className={`${field} w-24`} type="number" min={0} max={100} step={1} required value={score} onChange={(e) => setScore(e.target.value)} />
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1" htmlFor={`${id}-reason`}>
          <span className="font-semibold text-slate-800">Reason (required)</span>
          <input id={`${id}-reason`} className={`${field} w-full`} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <Button type="submit" size="sm" disabled={override.isPending}>
          {override.isPending ? 'Saving...' : 'Override'}
        </Button>
        {entry.override ? (
          <Button variant="secondary" size="sm" disabled={clear.isPending} onClick={() => clear.mutate(entry.propertyId)}>
            {clear.isPending ? 'Clearing...' : 'Clear override'}
          </Button>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      ) : null}
    </form>
  )
}

function ScoreRow({ entry, audit }: { entry: AdminPropertyScore; audit?: ((propertyId: string) => ReactNode) | undefined }) {
  const title = entry.title || UNTITLED_PROPERTY
  return (
    <li className="rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={propertyHref(entry.reference)} className="font-semibold wrap-anywhere text-slate-900 underline">
            {title}
          </Link>
          <p className="text-slate-600">
            <span className="font-mono">{entry.reference}</span> · {[entry.locality, entry.city].filter(Boolean).join(', ')}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="text-2xl font-extrabold tabular-nums text-slate-900">{entry.effective}</span>
          <span className="block text-xs text-slate-600">{entry.override ? `override; computed ${entry.computed}` : 'computed'}</span>
        </p>
      </div>
      {entry.override ? (
        <p className="mt-1 text-slate-700">
          Overridden by {entry.overrideByName || 'a former admin'}: <span className="wrap-anywhere">{entry.override.reason}</span>
        </p>
      ) : null}
      <div className="mt-2">
        <ScoreFlags flags={entry.flags} />
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-slate-800">Why this score, and override</summary>
        <div className="mt-2">
          <ScoreFactors factors={entry.factors} />
          <OverrideForm entry={entry} />
          {audit ? <div className="mt-3">{audit(entry.propertyId)}</div> : null}
        </div>
      </details>
    </li>
  )
}

/** /admin/evaluation/properties: every listing's automatic score, lowest first; flags to review; overrides with their reasons. */
export function AdminScoresPage({ audit }: { audit?: (propertyId: string) => ReactNode }) {
  const [show, setShow] = useState<Show>('all')
  const [minScore, setMinScore] = useState('')
  const [maxScore, setMaxScore] = useState('')
  const [page, setPage] = useState(1)
  const bound = (text: string) => (text.trim() === '' ? undefined : Math.min(100, Math.max(0, Math.round(Number(text)))))
  const filter: AdminScoresFilter = {
    page,
    flagged: show === 'flagged' ? true : undefined,
    overridden: show === 'overridden' ? true : undefined,
    minScore: bound(minScore),
    maxScore: bound(maxScore),
  }
  const { data, error, isPending, refetch } = useAdminScores(filter)
  const pages = data?.pagination.pages ?? 1
  return (
    <Card className="p-5 sm:p-7">
      <title>{`Automatic evaluation | ${env.brandName}`}</title>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Automatic evaluation</h1>
      <p className="mt-1 text-sm text-slate-600">
        Every listing is scored out of 100 from its details, boundary, photos, verified documents, the owner&apos;s KYC, freshness and its price against similar
        listings in the locality. An override needs a reason; the computed score stays beside it.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-semibold text-slate-800">Show</span>
          <select className={field} value={show} onChange={(e) => (setShow(e.target.value as Show), setPage(1))}>
            {shows.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold text-slate-800">Lowest score</span>
          <input className={`${field} w-24`} type="number" min={0} max={100} value={minScore} onChange={(e) => (setMinScore(e.target.value), setPage(1))} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold text-slate-800">Highest score</span>
          <input className={`${field} w-24`} type="number" min={0} max={100} value={maxScore} onChange={(e) => (setMaxScore(e.target.value), setPage(1))} />
        </label>
      </div>
      {isPending ? <LoadingDots /> : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          The scores could not be loaded: {error.message}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {data ? <p className="mt-3 text-sm text-slate-600">{data.pagination.total} scores</p> : null}
      {data && data.scores.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-2">
          {data.scores.map((entry) => (
            <ScoreRow key={entry.propertyId} entry={entry} audit={audit} />
          ))}
        </ul>
      ) : null}
      <PageStepper page={page} pages={pages} onPage={setPage} label="Score pages" />
    </Card>
  )
}
