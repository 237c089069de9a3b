// One document in the vault: its name as a download, type, verification status (with an admin's
// reason), expiry badge and archived mark; delete for people with property access, verify or
// reject for admins.
import { documentExpiryStatus, documentTypeLabel, expiryBadgeText, type PropertyDocument } from '@vishwas/domain'
import { useState } from 'react'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'

const STATUS: Record<PropertyDocument['metadata']['verificationStatus'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending verification', tone: 'amber' },
  verified: { label: 'Verified', tone: 'emerald' },
  rejected: { label: 'Rejected', tone: 'rose' },
}

type Props = {
  document: PropertyDocument
  now: Date
  isAdmin: boolean
  isBusy: boolean
  /** Without it (a reader who may not change the listing, such as a dealer team's viewer) no Delete is offered. */
  onDelete?: (() => void) | undefined
  onVerdict: (verdict: { verificationStatus: 'verified' | 'rejected'; reason?: string }) => void
}

export function DocumentItem({ document, now, isAdmin, isBusy, onDelete, onVerdict }: Props) {
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const { metadata } = document
  const status = STATUS[metadata.verificationStatus]
  const expiry = expiryBadgeText(documentExpiryStatus(metadata.expiryDate, now))
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <a href={document.url} download={document.originalName} className="font-medium break-all text-teal-900 underline underline-offset-2">
            {document.originalName}
          </a>
          <p className="text-slate-600">
            {documentTypeLabel(document.type)}
            {metadata.documentNumber ? ` · No. ${metadata.documentNumber}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge tone={status.tone}>{status.label}</Badge>
          {expiry ? <Badge tone={metadata.expiryDate && Date.parse(metadata.expiryDate) < now.getTime() ? 'rose' : 'amber'}>{expiry}</Badge> : null}
          {metadata.archived ? <Badge tone="slate">Archived</Badge> : null}
        </div>
      </div>
      {metadata.verificationReason ? (
        <p className="text-slate-700">
          {metadata.verificationStatus === 'rejected' ? 'Reason: ' : 'Note: '}
          {metadata.verificationReason}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {isAdmin && metadata.verificationStatus === 'pending' && !rejecting ? (
          <>
            <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => onVerdict({ verificationStatus: 'verified' })} aria-label={`Verify ${document.originalName}`}>
              Verify
            </Button>
            <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => setRejecting(true)} aria-label={`Reject ${document.originalName}`}>
              Reject
            </Button>
          </>
        ) : null}
        {onDelete ? (
          <Button size="sm" variant="ghost" className="text-rose-800" onClick={onDelete} aria-label={`Delete ${document.originalName}`}>
            Delete
          </Button>
        ) : null}
      </div>
      {rejecting ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (reason.trim() !== '') onVerdict({ verificationStatus: 'rejected', reason: reason.trim() })
          }}
        >
          <label className="flex flex-col gap-1 font-medium text-slate-800">
            Why is it rejected?
            <textarea value={reason} onChange={(event) => setReason(event.target.value)} required maxLength={1000} rows={2} className="rounded-lg border border-slate-300 px-3 py-2 font-normal" />
          </label>
          <div className="flex gap-2">
            <Button size="sm" type="submit" disabled={isBusy || reason.trim() === ''}>
              Reject document
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  )
}
