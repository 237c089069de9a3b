// A property's splits and merges on its tools page: each with its status and remarks; a pending
// one can be cancelled by anyone who manages the property, and approved or rejected (with
// remarks) by an admin. The server decides who may; the buttons only follow its rule.
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { paths, sellerPropertyHref } from '../../../config/paths'
import { isApiError } from '../../../lib/api-client'
import { useDecidePlotRequest, type PlotDecision } from '../api/decide-plot-request'
import { usePlotRequests } from '../api/get-plot-requests'
import type { MergeRecord, SplitRecord } from '../api/plot-records'

const statusWords: Record<string, string> = { pending: 'Pending approval', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' }
const date = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

interface PlotRequestsCardProps {
  propertyId: string
  isAdmin: boolean
}

export function PlotRequestsCard({ propertyId, isAdmin }: PlotRequestsCardProps) {
  const { data, isPending, error } = usePlotRequests(propertyId)
  const decide = useDecidePlotRequest()
  const [remarks, setRemarks] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const run = (decision: PlotDecision) => {
    setFailure(null)
    decide.mutate(decision, {
      onSuccess: () => setRemarks(''),
      onError: (problem) => setFailure(isApiError(problem) ? problem.message : 'Something went wrong. Please try again.'),
    })
  }
  if (isPending) return <LoadingDots />
  if (error) return null
  const requests = [...data.splits.map((split) => ({ kind: 'split' as const, record: split })), ...data.merges.map((merge) => ({ kind: 'merge' as const, record: merge }))].sort((a, b) =>
    b.record.createdAt.localeCompare(a.record.createdAt),
  )
  if (requests.length === 0) return null
  const hasPending = requests.some(({ record }) => record.approvalStatus === 'pending')
  return (
    <Card className="grid gap-3 p-5 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">Splits and merges</h2>
      {isAdmin && hasPending ? (
        <Link className="text-sm text-teal-800 underline" to={paths.adminPlotRequests}>
          Every pending split and merge
        </Link>
      ) : null}
      {failure ? (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
      <ul className="grid gap-3">
        {requests.map(({ kind, record }) => (
          <li key={record.id} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <p className="font-semibold text-slate-900">
              {kind === 'split' ? describeSplit(record, propertyId) : describeMerge(record)} · {statusWords[record.approvalStatus]}
            </p>
            <p className="text-slate-600">
              Requested {date(kind === 'split' ? (record).splitDate : (record).mergeDate)}
              {record.remarks ? ` · Remarks: ${record.remarks}` : ''}
            </p>
            <Lineage kind={kind} record={record} />
            {record.approvalStatus === 'pending' ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" disabled={decide.isPending} onClick={() => run(decisionOf(kind, record, propertyId, 'cancel', remarks))}>
                  Cancel request
                </Button>
                {isAdmin ? (
                  <>
                    <Button size="sm" disabled={decide.isPending} onClick={() => run(decisionOf(kind, record, propertyId, 'approved', remarks))}>
                      Approve
                    </Button>
                    <Button variant="secondary" size="sm" disabled={decide.isPending} onClick={() => run(decisionOf(kind, record, propertyId, 'rejected', remarks))}>
                      Reject
                    </Button>
                  </>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {hasPending ? (
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Remarks (sent with the decision)
          <textarea className="min-h-16 rounded-lg border border-slate-300 bg-white p-2 text-sm" maxLength={2000} value={remarks} onChange={(event) => setRemarks(event.target.value)} />
        </label>
      ) : null}
    </Card>
  )
}

function decisionOf(kind: 'split' | 'merge', record: SplitRecord | MergeRecord, propertyId: string, action: PlotDecision['action'], remarks: string): PlotDecision {
  return kind === 'split' ? { kind, propertyId: (record as SplitRecord).parentPropertyId || propertyId, id: record.id, action, remarks } : { kind, id: record.id, action, remarks }
}

function describeSplit(split: SplitRecord, propertyId: string) {
  const isParent = split.parentPropertyId === propertyId || split.parentPropertyUID === propertyId
  return isParent ? `Split into ${split.resultingProperties.length} parts` : `Made by splitting ${split.parentPropertyUID}`
}

function describeMerge(merge: MergeRecord) {
  return `Merge of ${merge.sourceProperties.length} properties into ${merge.resultPropertyUID}`
}

function Lineage({ kind, record }: { kind: 'split' | 'merge'; record: SplitRecord | MergeRecord }) {
  const removed = record.approvalStatus === 'rejected' || record.approvalStatus === 'cancelled'
  const linked = kind === 'split' ? (record as SplitRecord).resultingProperties.map((part) => ({ id: part.propertyId, label: `${part.name} (${part.portion.toFixed(2)}%)` })) : (record as MergeRecord).sourceProperties.map((source) => ({ id: source.propertyId, label: `${source.propertyUID} (${source.contribution.toFixed(2)}%)` }))
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {linked.map((item) => (
        <li key={item.id}>{removed && kind === 'split' ? item.label : <Link className="text-teal-800 underline" to={sellerPropertyHref(item.id)}>{item.label}</Link>}</li>
      ))}
    </ul>
  )
}
